/**
 * End to end in Debian's Chromium (/usr/bin/chromium; never a downloaded browser):
 * - `mocks-in-browser`: `npm start` (the dev server with the mocks mounted as its HTTP API, seeded data);
 * - `production-over-http`: the production server (`npm run build`, `npm run serve`), talking over HTTP to
 *   the mock server, so "runs identically" is shown, not claimed. Its calls pass through Prism's
 *   validation proxy (`npm run contracts:verify -- --serve`), and the global teardown fails the run
 *   when any call or reply broke the contracts (reports/contract-violations.json).
 */
import { defineConfig, devices } from '@playwright/test';
import { localSiteOrigins } from './server/local-site-origins';
import { CONTRACT_PROXY_PORT, DEV_SERVER_PORT, MOCK_SERVER_PORT, PREVIEW_PORT } from './tests/e2e/ports';

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // Country sites are chosen by host: <key>.localhost must reach the local servers.
      '--host-resolver-rules=MAP *.localhost 127.0.0.1, MAP localhost 127.0.0.1',
    ],
  },
};


export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  // Each project's tests share its mocks' state (the dev server's, or the mock server's), so a project
  // runs one test at a time; the two projects share nothing and run side by side.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  globalTeardown: './tests/e2e/verify-contracts.teardown.ts',
  use: { trace: 'retain-on-failure', locale: 'en-US' },
  projects: [
    { name: 'mocks-in-browser', workers: 1, use: { ...chromium, baseURL: `http://localhost:${DEV_SERVER_PORT}` } },
    { name: 'production-over-http', workers: 1, use: { ...chromium, baseURL: `http://localhost:${PREVIEW_PORT}` } },
  ],
  webServer: [
    {
      command: `npm start -- --port ${DEV_SERVER_PORT}`,
      url: `http://127.0.0.1:${DEV_SERVER_PORT}`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
    {
      command: `PORT=${MOCK_SERVER_PORT} npm run mock:server`,
      url: `http://127.0.0.1:${MOCK_SERVER_PORT}/__mock/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `npm run contracts:verify -- --target http://127.0.0.1:${MOCK_SERVER_PORT} --serve ${CONTRACT_PROXY_PORT}`,
      url: `http://127.0.0.1:${CONTRACT_PROXY_PORT}/__contracts/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
    {
      command: `npm run build && npm run serve`,
      url: `http://127.0.0.1:${PREVIEW_PORT}/healthz`,
      reuseExistingServer: !process.env.CI,
      timeout: 240_000,
      // Built exactly as production is, then started as a deployment starts it: its settings come
      // from the environment (the API, through the contract proxy, the assets host, which the mock
      // server plays as a CDN does in production, and the sites' public origins on this machine).
      env: {
        PORT: String(PREVIEW_PORT),
        HOST: '127.0.0.1',
        API_BASE_URL: `http://127.0.0.1:${CONTRACT_PROXY_PORT}/api`,
        SITE_ORIGINS: localSiteOrigins(PREVIEW_PORT),
        ASSETS_HOST: `http://127.0.0.1:${MOCK_SERVER_PORT}/mock-assets`,
      },
    },
  ],
});
