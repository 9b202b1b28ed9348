// `npm run serve`: the production server from the build (`npm run build` first). Settings come from
// the environment at start-up (server/runtime-config.ts): one build serves every environment.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// React's production build, unless told otherwise.
process.env.NODE_ENV ??= 'production';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverBuild = path.join(root, 'build/server/index.js');
const { createProductionServer, readRuntimeConfig, buildDefaults, keepIdleConnectionsOpen } = await import(serverBuild);
const config = readRuntimeConfig(process.env, buildDefaults);
const app = createProductionServer({
  config,
  clientDirectory: path.join(root, 'build/client'),
});
const server = app.listen(config.port, config.host, () => {
  console.log(`Jobchat listening on http://${config.host}:${config.port}`);
});
keepIdleConnectionsOpen(server);
