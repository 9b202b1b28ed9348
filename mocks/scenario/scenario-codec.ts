/**
 * Text form of scenarios, shared by the page URL (`?mock=`), the `X-Mock-Scenario` header and the
 * dev panel's "copy link": entries separated by ";", each `operationId:setting[,setting]` where a
 * setting is a numeric code, `retry=SECONDS`, `latency=MS`, `network` or `variant=NAME`. `*` targets every operation.
 * Example: `searchJobs:40006,retry=30;getJob:latency=2000;*:network`.
 */
import type { OperationScenario, ScenarioMap } from './scenario-store';

/**
 * In development the dev panel and `?mock=` keep the tab's scenarios in this cookie: the browser's API
 * calls carry it, and the server render passes it on as the header, so both see the same forcing.
 */
export const SCENARIO_COOKIE = 'jobchat_mock_scenarios';
export const SCENARIO_HEADER = 'X-Mock-Scenario';
export const SCENARIO_QUERY_PARAM = 'mock';
export const PRESET_QUERY_PARAM = 'mockPreset';

/** The scenarios cookie's value in a Cookie header (URI-decoded), or undefined when absent, empty or not decodable. */
export function scenarioCookieOf(cookieHeader: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== SCENARIO_COOKIE) continue;
    const value = rest.join('=');
    if (value === '') return undefined;
    try {
      return decodeURIComponent(value);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

function parseSetting(setting: string, into: OperationScenario): void {
  const [name, value] = setting.split('=') as [string, string | undefined];
  if (/^\d+$/.test(name)) into.errorCode = Number(name);
  else if (name === 'network') into.networkError = true;
  else if (name === 'latency' && value && /^\d+$/.test(value)) into.latencyMs = Number(value);
  else if (name === 'variant' && value && /^[\w-]+$/.test(value)) into.variant = value;
  else if (name === 'retry' && value && /^\d+$/.test(value)) into.retryAfter = Number(value);
}

/** Never throws: unknown settings are ignored so a typo in a URL cannot break the app. */
export function parseScenarios(text: string | null | undefined): ScenarioMap {
  const result: ScenarioMap = {};
  for (const entry of (text ?? '').split(';')) {
    const [operationId, settings] = entry.trim().split(':') as [string, string | undefined];
    if (!operationId || !settings) continue;
    const scenario: OperationScenario = {};
    for (const setting of settings.split(',')) parseSetting(setting.trim(), scenario);
    if (Object.keys(scenario).length > 0) result[operationId] = scenario;
  }
  return result;
}

export function formatScenarios(scenarios: ScenarioMap): string {
  return Object.entries(scenarios)
    .map(([operationId, s]) => {
      const settings = [
        s.errorCode !== undefined ? String(s.errorCode) : undefined,
        s.retryAfter !== undefined ? `retry=${s.retryAfter}` : undefined,
        s.latencyMs !== undefined ? `latency=${s.latencyMs}` : undefined,
        s.networkError ? 'network' : undefined,
        s.variant ? `variant=${s.variant}` : undefined,
      ].filter(Boolean);
      return `${operationId}:${settings.join(',')}`;
    })
    .join(';');
}
