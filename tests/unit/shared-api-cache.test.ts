/** The page server's shared replies: config lists fetched once per site and language, failures never shared. */
import { describe, expect, it } from 'vitest';
import { createSharedApiCache } from '../../server/shared-api-cache';

const LISTS = 'http://api.test/api/config/ph/list?language_code=en-us';

function fakeApi(status = 200) {
  const sent: { url: string; language: string | null }[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    sent.push({ url: request.url, language: request.headers.get('Language-Id') });
    // The reply comes a turn later: calls made meanwhile find this one under way.
    await new Promise((resolve) => setImmediate(resolve));
    return new Response(JSON.stringify({ code: status === 200 ? 0 : 50001, data: { for: request.headers.get('Language-Id') } }), { status, headers: { 'content-type': 'application/json' } });
  };
  return { sent, fetchImpl: fetchImpl as typeof fetch };
}

function setup(status = 200) {
  let clock = 0;
  const api = fakeApi(status);
  const cache = createSharedApiCache({ shares: (url) => url.pathname.endsWith('/list'), ttlMs: 1_000, now: () => clock });
  return { ...api, fetch: cache.wrap(api.fetchImpl), advance: (ms: number) => (clock += ms) };
}

const inLanguage = (id: string) => ({ headers: { 'Language-Id': id, 'Country-Id': '167', Authorization: `Bearer visitor-${id}` } });

describe('shared API replies on the page server', () => {
  it('fetches the config lists once for many renders, and each render reads the whole reply', async () => {
    const { sent, fetch } = setup();
    const replies = await Promise.all([1, 2, 3].map(() => fetch(LISTS, inLanguage('1'))));
    expect(sent).toHaveLength(1);
    for (const reply of replies) expect(await reply.json()).toEqual({ code: 0, data: { for: '1' } });
    await fetch(LISTS, inLanguage('1'));
    expect(sent).toHaveLength(1);
  });

  it('keeps one copy per language, and asks again once it has expired', async () => {
    const { sent, fetch, advance } = setup();
    await fetch(LISTS, inLanguage('1'));
    expect(await (await fetch(LISTS, inLanguage('10'))).json()).toEqual({ code: 0, data: { for: '10' } });
    expect(sent.map((request) => request.language)).toEqual(['1', '10']);
    advance(1_001);
    await fetch(LISTS, inLanguage('1'));
    expect(sent).toHaveLength(3);
  });

  it('never shares a failure: the next render asks again', async () => {
    const { sent, fetch } = setup(503);
    expect((await fetch(LISTS, inLanguage('1'))).status).toBe(503);
    expect((await fetch(LISTS, inLanguage('1'))).status).toBe(503);
    expect(sent).toHaveLength(2);
  });

  it('passes every other request straight through', async () => {
    const { sent, fetch } = setup();
    await fetch('http://api.test/api/job/1/detail', inLanguage('1'));
    await fetch('http://api.test/api/job/1/detail', inLanguage('1'));
    await fetch(LISTS, { ...inLanguage('1'), method: 'POST', body: '{}' });
    expect(sent).toHaveLength(3);
  });
});
