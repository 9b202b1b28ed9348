/**
 * Mocks in the browser (service worker). Scenarios come from the page URL (`?mock=` or
 * `?mockPreset=`), are kept for the tab in session storage, and are changed by the dev panel.
 */
import { setupWorker } from 'msw/browser';
import { createHandlers } from './handlers/all-handlers';
import { SCENARIO_PRESETS, isScenarioPresetName } from './scenario/presets';
import { PRESET_QUERY_PARAM, SCENARIO_QUERY_PARAM, formatScenarios, parseScenarios } from './scenario/scenario-codec';
import { setScenarios, subscribeScenarios } from './scenario/scenario-store';

const STORAGE_KEY = 'jobchat.mock-scenarios';

export function scenariosFromUrl(search: string, stored: string | null) {
  const params = new URLSearchParams(search);
  const preset = params.get(PRESET_QUERY_PARAM);
  if (preset && isScenarioPresetName(preset)) return { ...SCENARIO_PRESETS[preset], ...parseScenarios(params.get(SCENARIO_QUERY_PARAM)) };
  if (params.has(SCENARIO_QUERY_PARAM)) return parseScenarios(params.get(SCENARIO_QUERY_PARAM));
  return parseScenarios(stored);
}

export async function startBrowserMocks(): Promise<void> {
  setScenarios(scenariosFromUrl(window.location.search, sessionStorage.getItem(STORAGE_KEY)));
  subscribeScenarios((scenarios) => sessionStorage.setItem(STORAGE_KEY, formatScenarios(scenarios)));
  const worker = setupWorker(...createHandlers());
  await worker.start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}
