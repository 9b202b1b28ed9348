/** Named scenario presets QA and tests can switch on in one step. */
import { ErrorCode } from '../../sdk/generated/error-codes';
import { OPERATIONS } from '../../sdk/generated/operations';
import { ANY_OPERATION, SESSION_PERSONA_KEY, type ScenarioMap } from './scenario-store';

const IDENTITY_MISMATCH = ErrorCode.IdentityMismatch;

/** Every operation whose contract lists the identity-mismatch code answers it. */
function identityMismatchScenarios(): ScenarioMap {
  const scenarios: ScenarioMap = { [SESSION_PERSONA_KEY]: { variant: 'singapore' } };
  for (const [operationId, info] of Object.entries(OPERATIONS)) {
    if ((info.errorCodes as readonly number[]).includes(IDENTITY_MISMATCH)) scenarios[operationId] = { errorCode: IDENTITY_MISMATCH };
  }
  return scenarios;
}

export const SCENARIO_PRESETS = {
  /** Signed in as a user who has just registered: no profile, resumes or history yet. */
  'new-user': { [SESSION_PERSONA_KEY]: { variant: 'new-user' } },
  /** Signed in as a user with a complete profile, resumes, applications, chats and interviews. */
  'complete-profile': { [SESSION_PERSONA_KEY]: { variant: 'complete-profile' } },
  /** Every call answers 40006 with a 30 s retry hint. */
  'rate-limited': { [ANY_OPERATION]: { errorCode: ErrorCode.TooManyAttempts, retryAfter: 30 } },
  /** Signed in as the Singapore user; identity checks (verification, eligibility-restricted chats and applications) answer 41274. */
  'identity-mismatch': identityMismatchScenarios(),
  /** Every call fails with a server error. */
  'server-down': { [ANY_OPERATION]: { errorCode: ErrorCode.InternalError } },
  /** Every call fails before reaching a server. */
  offline: { [ANY_OPERATION]: { networkError: true } },
  /** Every call takes two seconds, to see loading states. */
  'slow-network': { [ANY_OPERATION]: { latencyMs: 2000 } },
  /** The outage call reports maintenance, so the app shows its maintenance page. */
  maintenance: { getWebsiteOutage: { variant: 'outage' } },
  /** The translation manifest names a newer version, whose content changes the home page's title (mocks/handlers/translations.ts). */
  'translations-updated': { getTranslationManifest: { variant: 'updated' } },
} as const satisfies Record<string, ScenarioMap>;

export type ScenarioPresetName = keyof typeof SCENARIO_PRESETS;

export function isScenarioPresetName(name: string): name is ScenarioPresetName {
  return Object.prototype.hasOwnProperty.call(SCENARIO_PRESETS, name);
}
