/** The stages after a sign-in reply, shared by the get-started page and the magic-link callback. */
import { useTranslation } from 'react-i18next';
import type { SignInReply } from '@sdk/generated/auth/hooks';
import { LoadingState } from '../../components/loading-state';
import { ConnectEmailStep } from './connect-email-step';
import { TwoFactorStep } from './two-factor-step';
import type { SignInStage, useSignInFlow } from './use-sign-in-flow';

interface SignInStagesProps {
  stage: Exclude<SignInStage, { kind: 'forms' }>;
  flow: ReturnType<typeof useSignInFlow>;
  onSignedIn: (reply: SignInReply) => void;
  onCancel: () => void;
}

export function SignInStages({ stage, flow, onSignedIn, onCancel }: SignInStagesProps) {
  const { t } = useTranslation('auth');
  if (stage.kind === 'two-factor') return <TwoFactorStep challenge={stage.challenge} onSignedIn={onSignedIn} onCancel={onCancel} />;
  if (stage.kind === 'connect-email') return <ConnectEmailStep user={stage.user} flow={flow} />;
  return <LoadingState label={t('leaving')} />;
}
