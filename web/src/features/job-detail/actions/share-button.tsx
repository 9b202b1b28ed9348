/** Share: the device's own share sheet where there is one, otherwise the share dialog. */
import { useTranslation } from 'react-i18next';
import { isCancellation } from '../../../lib/describe-error';

/** `onIntent`: the pointer is over or the focus on the button (its fallback dialog may load ahead). */
export function ShareButton({ url, title, onFallback, onIntent }: { url: string; title: string; onFallback: () => void; onIntent?: () => void }) {
  const { t } = useTranslation('job-detail');
  async function share() {
    if (typeof navigator.share !== 'function') {
      onFallback();
      return;
    }
    try {
      await navigator.share({ title, url });
    } catch (error) {
      // Closing the sheet is a choice, not a failure; a sheet that cannot open leaves the dialog.
      if (!isCancellation(error)) onFallback();
    }
  }
  return (
    <button type="button" className="button button--secondary" onPointerEnter={onIntent} onFocus={onIntent} onClick={() => void share()}>
      {t('share.button')}
    </button>
  );
}
