import { describe, expect, it } from 'vitest';
import { COUNTRIES, countryById, countryByKey, flagUrl, getCountry } from '@web/lib/countries';
import { DEFAULT_HOST_MAP, parseHostMap, resolveCountry } from '@web/lib/resolve-country';

describe('resolveCountry', () => {
  it.each([
    ['sg.localhost', 'sg'],
    ['sg.localhost:5173', 'sg'],
    ['SG.LocalHost:5173', 'sg'],
    ['sg.jobchat.com', 'sg'],
    ['jp.preview.example.net', 'jp'],
    ['localhost', 'ph'],
    ['localhost:5173', 'ph'],
    ['127.0.0.1:4173', 'ph'],
    ['[::1]:5173', 'ph'],
    ['', 'ph'],
    ['example.org', 'ph'],
    ['jobchat.sg', 'sg'],
    ['www.jobchat.jp', 'jp'],
    ['jobchat.co.uk', 'gb'],
    ['m.jobchat.com.br', 'br'],
    ['jobchat.com', 'com'],
    ['jobchat.ph.', 'ph'],
    ['xx.localhost', 'ph'],
  ])('%s → %s', (host, key) => {
    expect(resolveCountry(host)).toBe(key);
  });

  it('lets an exact entry of the configured map win', () => {
    const map = { 'preview.example.net': 'my', 'sg.localhost': 'tw', 'jobchat.sg': 'hk' } as const;
    expect(resolveCountry('preview.example.net', map)).toBe('my');
    expect(resolveCountry('www.preview.example.net:8080', map)).toBe('my');
    expect(resolveCountry('sg.localhost:5173', map)).toBe('tw');
    expect(resolveCountry('jobchat.sg', map)).toBe('hk');
    expect(resolveCountry('other.example.net', map)).toBe('ph');
  });

  it('ignores prototype keys', () => {
    expect(resolveCountry('constructor')).toBe('ph');
    expect(resolveCountry('__proto__.localhost')).toBe('ph');
  });

  it('has a default host map covering every country url', () => {
    for (const c of COUNTRIES) expect(resolveCountry(new URL(c.url).host)).toBe(c.key);
    expect(Object.values(DEFAULT_HOST_MAP)).toContain('gb');
  });
});

describe('parseHostMap', () => {
  it('reads valid entries and normalizes hosts', () => {
    expect(parseHostMap('{"WWW.Preview.dev:3000":"SG","a.dev":"jp"}')).toEqual({ 'preview.dev': 'sg', 'a.dev': 'jp' });
  });

  it('skips unknown countries and never throws', () => {
    expect(parseHostMap('{"a.dev":"xx","b.dev":3,"c.dev":"ca"}')).toEqual({ 'c.dev': 'ca' });
    for (const bad of [undefined, '', 'nope', '[1,2]', 'null', '"sg"', '{']) expect(parseHostMap(bad)).toEqual({});
  });

  it('keeps "__proto__" as a plain key', () => {
    const map = parseHostMap('{"__proto__":"sg"}');
    expect(Object.getPrototypeOf(map)).toBe(Object.prototype);
    expect(resolveCountry('__proto__', map)).toBe('sg');
  });
});

describe('countries', () => {
  it('has the 18 sites plus com with the contract ids and currencies', () => {
    expect(COUNTRIES).toHaveLength(19);
    expect(COUNTRIES.map((c) => `${c.key} ${c.id} ${c.currency}`).join('; ')).toBe(
      'jp 105 jpy; ph 167 php; sg 193 sgd; my 127 myr; id 96 idr; hk 92 hkd; tw 211 twd; us 229 usd; gb 228 gbp; ca 38 cad; ' +
        'br 29 brl; tr 220 try; ng 154 ngn; sa 188 sar; ae 227 aed; lk 203 lkr; es 202 eur; rs 190 rsd; com 241 usd',
    );
  });

  it('looks countries up by key and id', () => {
    expect(countryByKey('SG')?.id).toBe(193);
    expect(countryById(167)?.key).toBe('ph');
    expect(countryByKey('xx')).toBeUndefined();
    expect(countryById(1)).toBeUndefined();
    expect(getCountry('gb').url).toBe('https://jobchat.co.uk');
  });

  it('builds flag paths on the assets host', () => {
    expect(getCountry('ph').flagPath).toBe('flags1/PH.png');
    expect(flagUrl('sg', 'https://assets.example.com/')).toBe('https://assets.example.com/flags1/SG.png');
    expect(flagUrl('mo', 'https://assets.example.com')).toBe('https://assets.example.com/flags1/MO.png');
  });
});
