import { createReadStream } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';

const root = path.dirname(fileURLToPath(import.meta.url));

const REFERENCE_PAGES: Record<string, string> = { '/': 'index.html', '/index.html': 'index.html', '/chat-events.html': 'chat-events.html' };

/**
 * The API reference at /__api-reference/, in development only: Redocly's pages, built once per version
 * of contracts/ into .build/api-reference/ (warmed when the server starts) and served from there;
 * a request after a contract changed waits for one rebuild (`npm run contracts:docs` builds the same).
 */
function apiReference(): Plugin {
  return {
    name: 'jobchat:api-reference',
    apply: 'serve',
    configureServer(server) {
      let cache: Promise<() => Promise<string>> | undefined;
      // Loaded on demand: the contract tooling stays out of the config and out of every build.
      const ensure = () => (cache ??= import('./scripts/lib/api-reference-cache.ts').then(({ devReferenceCache }) => devReferenceCache())).then((run) => run());
      server.httpServer?.once('listening', () => {
        ensure().catch((error: unknown) => server.config.logger.warn(`API reference not built: ${String(error)}`));
      });
      server.middlewares.use('/__api-reference', (request, response, next) => {
        if (request.originalUrl === '/__api-reference') {
          response.writeHead(301, { Location: '/__api-reference/' }).end();
          return;
        }
        const page = REFERENCE_PAGES[new URL(request.url ?? '/', 'http://localhost').pathname];
        if (!page) {
          next();
          return;
        }
        ensure()
          .then((dir) => {
            response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
            createReadStream(path.join(dir, page)).pipe(response);
          })
          .catch(next);
      });
    },
  };
}

/**
 * React Router framework mode (react-router.config.ts): the browser build goes to build/client, the
 * server bundle (server/entry.ts, with every page's server render) to build/server. `npm start` runs
 * this config inside the dev server (server/dev.ts); `npm run build` then `npm run serve` in production.
 */
export default defineConfig({
  envDir: root,
  publicDir: path.join(root, 'web/public'),
  plugins: [reactRouter(), apiReference()],
  resolve: {
    alias: {
      '@sdk': path.join(root, 'sdk'),
      '@mocks': path.join(root, 'mocks'),
      '@web': path.join(root, 'web/src'),
    },
  },
  environments: {
    // Minified like the browser's files: the server bundle ships source comments otherwise.
    ssr: { build: { minify: true, rollupOptions: { input: path.join(root, 'server/entry.ts') } } },
    client: {
      build: {
        rolldownOptions: {
          // The generated zod modules (sdk/generated/*/zod.ts) build their schemas at the top level with
          // `zod.object(…)`: marked pure, a form that imports one bound constant does not keep the module.
          treeshake: { manualPureFunctions: ['zod'] },
          output: {
            codeSplitting: {
              groups: [{ name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|jotai|@tanstack[\\/]query-core|@tanstack[\\/]react-query|turbo-stream|cookie|set-cookie-parser)[\\/]/ }],
            },
          },
        },
      },
    },
  },
  server: { allowedHosts: ['.localhost', 'localhost'] },
  // Every page's imports are found before the first visit, so no dependency is optimized (and the page
  // reloaded) halfway through one.
  optimizeDeps: { entries: ['web/src/entry.client.tsx', 'web/src/root.tsx', 'web/src/features/**/*.tsx'] },
  build: { sourcemap: false, chunkSizeWarningLimit: 600 },
});
