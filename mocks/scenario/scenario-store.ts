/**
 * The scenario layer: per operation, a forced numeric error code, a latency or a network failure.
 * QA sets it from the dev panel, the page URL (`?mock=`) or a request header (`X-Mock-Scenario`);
 * tests use the named helpers in ./helpers.ts. One store serves the browser, Node tests and the HTTP server.
 */
export interface OperationScenario {
  /** A documented numeric code to answer with instead of the real reply. */
  errorCode?: number;
  /** Seconds sent as errors.retry_after with 40006. */
  retryAfter?: number;
  /** Extra delay before answering, in milliseconds. */
  latencyMs?: number;
  /** Answer with a network failure (no HTTP reply at all). */
  networkError?: boolean;
  /** A named alternative success reply the operation's handler knows (e.g. `outage` for getWebsiteOutage). */
  variant?: string;
}

/** `*` applies to every operation that has no scenario of its own. */
export type ScenarioMap = Record<string, OperationScenario>;
export const ANY_OPERATION = '*';

type Listener = (scenarios: ScenarioMap) => void;

let scenarios: ScenarioMap = {};
const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) listener(scenarios);
}

export function getScenarios(): ScenarioMap {
  return scenarios;
}

export function setScenarios(next: ScenarioMap): void {
  scenarios = { ...next };
  emit();
}

export function setOperationScenario(operationId: string, scenario: OperationScenario | undefined): void {
  const next = { ...scenarios };
  if (!scenario || Object.keys(scenario).length === 0) delete next[operationId];
  else next[operationId] = scenario;
  setScenarios(next);
}

export function resetScenarios(): void {
  setScenarios({});
}

export function subscribeScenarios(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The scenario for one request: the request header's entries win over the store's. */
export function resolveScenario(operationId: string, fromHeader: ScenarioMap = {}): OperationScenario | undefined {
  return fromHeader[operationId] ?? fromHeader[ANY_OPERATION] ?? scenarios[operationId] ?? scenarios[ANY_OPERATION];
}

/**
 * The scenario key naming a session persona rather than an operation: `session:variant=new-user`
 * makes the mocks answer every request that carries a token as that ready user (mocks/state/accounts.ts).
 */
export const SESSION_PERSONA_KEY = 'session';

/** The persona in force for a request (header first, then the store); `*` never sets one. */
export function resolveSessionPersona(fromHeader: ScenarioMap = {}): string | undefined {
  return fromHeader[SESSION_PERSONA_KEY]?.variant ?? scenarios[SESSION_PERSONA_KEY]?.variant;
}
