/**
 * Mocks in the browser, development only: the mocks themselves answer over HTTP on the dev server
 * (server/dev.ts). The tab's scenarios (dev panel, `?mock=`) are kept in a cookie, so the browser's
 * calls carry them and the server render passes them on; this keeps the panel's store and the cookie
 * in step.
 */
import { SCENARIO_COOKIE, formatScenarios, parseScenarios } from '@mocks/scenario/scenario-codec';
import { setScenarios, subscribeScenarios } from '@mocks/scenario/scenario-store';
import { readBrowserCookie, writeCookie } from '../../lib/cookies';

export function syncScenariosWithCookie(): void {
  setScenarios(parseScenarios(readBrowserCookie(SCENARIO_COOKIE) ?? null));
  subscribeScenarios((scenarios) => writeCookie(SCENARIO_COOKIE, formatScenarios(scenarios)));
}
