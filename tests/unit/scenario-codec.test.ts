import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatScenarios, parseScenarios } from '../../mocks/scenario/scenario-codec';
import type { ScenarioMap } from '../../mocks/scenario/scenario-store';

describe('scenario text form (URL, header, dev panel link)', () => {
  it('reads codes, retry, latency, network and variants', () => {
    expect(parseScenarios('searchJobs:40006,retry=30;getJob:latency=2000;*:network;getWebsiteOutage:variant=outage')).toEqual({
      searchJobs: { errorCode: 40006, retryAfter: 30 },
      getJob: { latencyMs: 2000 },
      '*': { networkError: true },
      getWebsiteOutage: { variant: 'outage' },
    });
  });

  it('ignores malformed input instead of throwing', () => {
    expect(parseScenarios('nonsense;;a:;b:zzz;c:latency=abc')).toEqual({});
    expect(parseScenarios(undefined)).toEqual({});
  });

  it('round-trips through format and parse', () => {
    const scenario = fc.record(
      {
        errorCode: fc.integer({ min: 40001, max: 50016 }),
        retryAfter: fc.integer({ min: 1, max: 600 }),
        latencyMs: fc.integer({ min: 1, max: 10_000 }),
        networkError: fc.constant(true),
        variant: fc.stringMatching(/^[a-z][a-z-]{0,10}$/),
      },
      { requiredKeys: [] },
    );
    const map = fc.dictionary(fc.stringMatching(/^[a-zA-Z*][a-zA-Z]{0,15}$/), scenario).map((entries) =>
      Object.fromEntries(Object.entries(entries).filter(([, s]) => Object.keys(s).length > 0)),
    );
    fc.assert(
      fc.property(map, (scenarios: ScenarioMap) => {
        expect(parseScenarios(formatScenarios(scenarios))).toEqual(scenarios);
      }),
    );
  });
});
