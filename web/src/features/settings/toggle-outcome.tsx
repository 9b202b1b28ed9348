/** What the last switch did: "saved" politely, a failure (the switch is back as it was) as an alert. */
import { useTranslation } from 'react-i18next';
import { describeError } from '../../lib/describe-error';
import type { ToggleOutcome } from './use-toggle-save';

export function ToggleOutcomeMessage({ outcome }: { outcome: ToggleOutcome | null }) {
  const { t } = useTranslation('settings');
  return (
    <>
      <p role="status" className="settings__status">
        {outcome?.kind === 'saved' ? t(outcome.on ? 'switches.savedOn' : 'switches.savedOff', { name: outcome.label }) : null}
      </p>
      <p role="alert" className="settings__alert">
        {outcome?.kind === 'failed'
          ? t('switches.failed', { name: outcome.label, reason: describeError(outcome.error, t) ?? t('common:failure.unknown') })
          : null}
      </p>
    </>
  );
}
