/**
 * The e2e servers' ports. `E2E_PORT_OFFSET` (0 to 150) moves them all, so two checkouts can run their
 * end-to-end suites side by side without one reusing the other's servers. The bases sit at least 160
 * apart, so no offset in that range lands one checkout's server on another's.
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
if (!Number.isInteger(offset) || offset < 0 || offset > 150) throw new Error(`E2E_PORT_OFFSET must be a whole number from 0 to 150, not ${offset}`);

export const MOCK_SERVER_PORT = 4010 + offset;
export const PREVIEW_PORT = 4173 + offset;
/** The contract verification proxy between the production build and the mock server. */
export const CONTRACT_PROXY_PORT = 4430 + offset;
export const DEV_SERVER_PORT = 5173 + offset;
