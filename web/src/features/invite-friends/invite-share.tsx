/**
 * The invite code and link, each copied with one click (or selected for copying by hand when there is
 * no clipboard), and shared through the device's share sheet or the networks' share pages.
 */
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ShareNetworkLinks } from '../../components/share-network-links';
import { copyText, type CopyOutcome } from '../../lib/copy-text';
import { useBrowserValue } from '../../lib/use-hydrated';

type Copied = { what: 'code' | 'link'; how: CopyOutcome } | null;

function CopyRow({ label, value, copyLabel, onCopy }: { label: string; value: string; copyLabel: string; onCopy: (input: HTMLInputElement | null) => void }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="form-field">
      <label htmlFor={inputId} className="text-field__label">
        {label}
      </label>
      <div className="invite-friends__copy-row">
        <input ref={input} id={inputId} className="input" value={value} readOnly dir="ltr" onFocus={(event) => event.currentTarget.select()} />
        <button type="button" className="button" onClick={() => onCopy(input.current)}>
          {copyLabel}
        </button>
      </div>
    </div>
  );
}

export function InviteShare({ code, link }: { code: string; link: string }) {
  const { t } = useTranslation('invite-friends');
  // The share sheet is the browser's: offered once hydrated, where the browser has one.
  const canShare = useBrowserValue(() => typeof navigator.share === 'function', false);
  const [copied, setCopied] = useState<Copied>(null);
  const message = t('share.message', { code });

  async function copy(what: 'code' | 'link', input: HTMLInputElement | null) {
    setCopied({ what, how: await copyText(what === 'code' ? code : link, input) });
  }

  async function shareWithSheet() {
    try {
      await navigator.share({ title: t('share.title'), text: message, url: link });
    } catch {
      // Closing the sheet is a choice, and a sheet that cannot open leaves the copy buttons and the network links below.
    }
  }

  return (
    <div className="invite-friends__share">
      <CopyRow label={t('share.codeLabel')} value={code} copyLabel={t('share.copyCode')} onCopy={(input) => void copy('code', input)} />
      <CopyRow label={t('share.linkLabel')} value={link} copyLabel={t('share.copyLink')} onCopy={(input) => void copy('link', input)} />
      <p role="status" className="invite-friends__copy-status">
        {copied ? t(`share.${copied.how}.${copied.what}`) : null}
      </p>
      {canShare ? (
        <button type="button" className="button button--secondary" onClick={() => void shareWithSheet()}>
          {t('share.sheet')}
        </button>
      ) : null}
      <h3 className="invite-friends__subheading">{t('share.networksTitle')}</h3>
      <ShareNetworkLinks
        url={link}
        text={message}
        networkLabel={(network) => t(`share.networks.${network}`)}
        newWindowLabel={t('share.newWindow')}
        listClassName="invite-friends__networks"
        linkClassName="button button--secondary"
      />
    </div>
  );
}
