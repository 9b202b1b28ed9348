import { describe, expect, it } from 'vitest';
import { readRuntimeConfig } from '../../server/runtime-config';

const BUILD = { VITE_API_MODE: 'real', VITE_API_BASE_URL: 'https://api.jobchat.example/api' };

describe('the server reads its settings at start-up', () => {
  it('uses the build defaults when the environment sets nothing', () => {
    const config = readRuntimeConfig({}, BUILD);
    expect(config.port).toBe(3000);
    expect(config.env.VITE_API_BASE_URL).toBe('https://api.jobchat.example/api');
    expect(config.serverApiBaseUrls).toEqual({ default: 'https://api.jobchat.example/api' });
  });

  it('lets the environment choose the port, the API and its per-service overrides, and the country hosts', () => {
    const config = readRuntimeConfig(
      { PORT: '8080', API_BASE_URL: 'https://api.staging.example/api', API_BASE_URLS: '{"search":"https://search.staging.example/api"}', COUNTRY_HOSTS: '{"staging.example.sg":"sg"}' },
      BUILD,
    );
    expect(config.port).toBe(8080);
    expect(config.env.VITE_API_BASE_URL).toBe('https://api.staging.example/api');
    expect(config.env.VITE_API_BASE_URLS).toEqual({ search: 'https://search.staging.example/api' });
    expect(config.env.VITE_COUNTRY_HOSTS).toBe('{"staging.example.sg":"sg"}');
    expect(config.serverApiBaseUrls).toEqual({ default: 'https://api.staging.example/api', search: 'https://search.staging.example/api' });
  });

  it('lets the server reach the API by an internal address while browsers keep the public one', () => {
    const config = readRuntimeConfig({ API_BASE_URL: '/api', SERVER_API_BASE_URL: 'http://api.internal:8080/api' }, BUILD);
    expect(config.env.VITE_API_BASE_URL).toBe('/api');
    expect(config.serverApiBaseUrls.default).toBe('http://api.internal:8080/api');
  });

  it('refuses to start half-configured', () => {
    expect(() => readRuntimeConfig({ API_BASE_URL: '/api' }, BUILD)).toThrow(/SERVER_API_BASE_URL/);
    expect(() => readRuntimeConfig({ PORT: 'eighty' }, BUILD)).toThrow(/PORT/);
    expect(() => readRuntimeConfig({ API_BASE_URLS: 'not json' }, BUILD)).toThrow(/JSON/);
  });

  it('reports errors nowhere unless ERROR_REPORT_URL is set, and reaches a same-site path at the API\'s origin', () => {
    expect(readRuntimeConfig({}, BUILD)).toMatchObject({ env: { VITE_ERROR_REPORT_URL: '' }, serverErrorReportUrl: undefined });
    const sameSite = readRuntimeConfig({ ERROR_REPORT_URL: '/__mock/error-reports', API_BASE_URL: '/api', SERVER_API_BASE_URL: 'http://127.0.0.1:4070/api' }, BUILD);
    expect(sameSite.env.VITE_ERROR_REPORT_URL).toBe('/__mock/error-reports');
    expect(sameSite.serverErrorReportUrl).toBe('http://127.0.0.1:4070/__mock/error-reports');
    expect(readRuntimeConfig({ ERROR_REPORT_URL: 'https://errors.example.com/report' }, BUILD).serverErrorReportUrl).toBe('https://errors.example.com/report');
  });
});
