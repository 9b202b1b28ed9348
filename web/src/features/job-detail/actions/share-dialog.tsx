/**
 * Sharing without a share sheet: each network opens its share page in a 550×400 popup (a new tab when
 * popups are blocked), and "copy link" puts the job's address on the clipboard, or selects it for
 * copying by hand when the clipboard is not available.
 */
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../../components/modal-dialog';
import { ShareNetworkLinks } from '../../../components/share-network-links';
import { copyText, type CopyOutcome } from '../../../lib/copy-text';

export function ShareDialog({ url, title, onClose }: { url: string; title: string; onClose: () => void }) {
  const { t } = useTranslation('job-detail');
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<CopyOutcome | null>(null);

  async function copy() {
    setCopied(await copyText(url, inputRef.current));
  }

  return (
    <ModalDialog title={t('share.title')} onClose={onClose} className="job-actions__dialog job-actions__dialog--narrow">
      <ShareNetworkLinks
        url={url}
        text={title}
        networkLabel={(network) => t(`share.networks.${network}`)}
        newWindowLabel={t('share.newWindow')}
        listClassName="job-actions__share-list"
        linkClassName="job-actions__share-link"
      />
      <div className="form-field">
        <label htmlFor={inputId} className="text-field__label">
          {t('share.link')}
        </label>
        <div className="job-actions__copy-row">
          <input ref={inputRef} id={inputId} className="input job-actions__copy-input" value={url} readOnly dir="ltr" onFocus={(event) => event.currentTarget.select()} />
          <button type="button" className="button" onClick={() => void copy()}>
            {t('share.copy')}
          </button>
        </div>
      </div>
      <p role="status" className="job-actions__copy-status">
        {copied === 'copied' ? t('share.copied') : copied === 'manual' ? t('share.copyManually') : null}
      </p>
    </ModalDialog>
  );
}
