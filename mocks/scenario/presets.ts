/** Named scenario presets QA and tests can switch on in one step. */
import { ANY_OPERATION, type ScenarioMap } from './scenario-store';

export const SCENARIO_PRESETS = {
  /** Every call answers 40006 with a 30 s retry hint. */
  'rate-limited': { [ANY_OPERATION]: { errorCode: 40006, retryAfter: 30 } },
  /** Every call fails with a server error. */
  'server-down': { [ANY_OPERATION]: { errorCode: 50001 } },
  /** Every call fails before reaching a server. */
  offline: { [ANY_OPERATION]: { networkError: true } },
  /** Every call takes two seconds, to see loading states. */
  'slow-network': { [ANY_OPERATION]: { latencyMs: 2000 } },
  /** The outage call reports maintenance, so the app shows its maintenance page. */
  maintenance: { getWebsiteOutage: { variant: 'outage' } },
} as const satisfies Record<string, ScenarioMap>;

export type ScenarioPresetName = keyof typeof SCENARIO_PRESETS;

export function isScenarioPresetName(name: string): name is ScenarioPresetName {
  return Object.prototype.hasOwnProperty.call(SCENARIO_PRESETS, name);
}
