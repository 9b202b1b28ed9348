/** Share: the device's own share sheet where there is one, otherwise the share dialog. */
import { useTranslation } from 'react-i18next';
import { isCancellation } from '../../../lib/describe-error';

export function ShareButton({ url, title, onFallback }: { url: string; title: string; onFallback: () => void }) {
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
    <button type="button" className="button button--secondary" onClick={() => void share()}>
      {t('share.button')}
    </button>
  );
}
