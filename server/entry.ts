/** The server bundle's entry (build/server/index.js), what server/serve.js starts in production. */
export { readRuntimeConfig } from './runtime-config';
export { createProductionServer } from './production';
export { keepIdleConnectionsOpen } from './idle-connections';

/** The build's own settings (.env.production): the defaults the environment may override at start-up. */
export const buildDefaults: Record<string, unknown> = { ...import.meta.env };
