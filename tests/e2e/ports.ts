/**
 * The e2e servers' ports. `E2E_PORT_OFFSET` moves them all, so two checkouts can run their
 * end-to-end suites side by side without one reusing the other's servers.
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);

export const DEV_SERVER_PORT = 5173 + offset;
export const PREVIEW_PORT = 4173 + offset;
export const MOCK_SERVER_PORT = 4010 + offset;
/** The contract verification proxy between the production build and the mock server. */
export const CONTRACT_PROXY_PORT = 4030 + offset;
