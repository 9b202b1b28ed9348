/** `?mock=` and `?mockPreset=` on a page URL, as the scenario text the dev server keeps in its cookie. */
import { SCENARIO_PRESETS, isScenarioPresetName } from '../mocks/scenario/presets';
import { PRESET_QUERY_PARAM, SCENARIO_QUERY_PARAM, formatScenarios, parseScenarios } from '../mocks/scenario/scenario-codec';

/** undefined: the URL says nothing (the cookie stays); '' clears the scenarios. */
export function scenarioCookieFromUrl(url: string): string | undefined {
  const params = new URL(url, 'http://localhost').searchParams;
  const preset = params.get(PRESET_QUERY_PARAM);
  if (preset && isScenarioPresetName(preset)) return formatScenarios({ ...SCENARIO_PRESETS[preset], ...parseScenarios(params.get(SCENARIO_QUERY_PARAM)) });
  if (params.has(SCENARIO_QUERY_PARAM)) return formatScenarios(parseScenarios(params.get(SCENARIO_QUERY_PARAM)));
  return undefined;
}
