/**
 * Named helpers for tests and scripts: `forceError('searchJobs', 40006)` instead of ad-hoc handler
 * overrides. Forcing a code the contract does not list for the operation is a test bug, so it throws.
 */
import { OPERATIONS, type OperationId } from '../../sdk/generated/operations';
import { SCENARIO_PRESETS, type ScenarioPresetName } from './presets';
import { resetScenarios, setOperationScenario, setScenarios, getScenarios } from './scenario-store';

export function forceError(operationId: OperationId, code: number, options: { retryAfter?: number } = {}): void {
  const listed: readonly number[] = OPERATIONS[operationId].errorCodes;
  if (!listed.includes(code)) {
    throw new Error(`${operationId} does not list error code ${code} in its contract (lists: ${listed.join(', ')})`);
  }
  setOperationScenario(operationId, { ...getScenarios()[operationId], errorCode: code, retryAfter: options.retryAfter });
}

export function forceLatency(operationId: OperationId, latencyMs: number): void {
  setOperationScenario(operationId, { ...getScenarios()[operationId], latencyMs });
}

export function forceNetworkError(operationId: OperationId): void {
  setOperationScenario(operationId, { ...getScenarios()[operationId], networkError: true });
}

export function forceVariant(operationId: OperationId, variant: string): void {
  setOperationScenario(operationId, { ...getScenarios()[operationId], variant });
}

export function applyPreset(name: ScenarioPresetName): void {
  setScenarios(SCENARIO_PRESETS[name]);
}

export { resetScenarios };
