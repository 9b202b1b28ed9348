import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../lib/describe-error';
import { useCountdown } from './use-countdown';
import { isApiError } from '@sdk/api-error';

interface ErrorStateProps {
  error: unknown;
  onRetry?: () => void;
  compact?: boolean;
}

/**
 * A failed screen or widget: the translated message, and a retry that waits out a 40006. The error
 * messages are not part of every page (lib/i18n.ts): where they are still loading, the title says
 * something failed and the message and retry follow, never their keys.
 */
export function ErrorState({ error, onRetry, compact = false }: ErrorStateProps) {
  const { t } = useTranslation('common');
  return (
    <div className={compact ? 'state state--error state--compact' : 'state state--error'} role="alert">
      <p className="state__title">{t('states.errorTitle')}</p>
      <Suspense fallback={null}>
        <ErrorDetails error={error} onRetry={onRetry} />
      </Suspense>
    </div>
  );
}

function ErrorDetails({ error, onRetry }: Omit<ErrorStateProps, 'compact'>) {
  const { t } = useTranslation(['common', 'errors']);
  const retryAfter = isApiError(error) ? error.retryAfter : undefined;
  const { secondsLeft, start } = useCountdown(retryAfter);
  // A new retry_after (another 40006) starts the wait over.
  useEffect(() => start(retryAfter ?? 0), [retryAfter, start]);
  const message = describeError(error, t) ?? t('common:failure.unknown');
  return (
    <>
      <p className="state__message">{message}</p>
      {onRetry ? (
        <button type="button" className="button" onClick={onRetry} disabled={secondsLeft > 0}>
          {secondsLeft > 0 ? t('common:failure.retryIn', { seconds: secondsLeft }) : t('common:failure.retry')}
        </button>
      ) : null}
    </>
  );
}
