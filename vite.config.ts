import { createReadStream, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { contentSecurityPolicy } from './scripts/lib/content-security-policy.ts';

const root = path.dirname(fileURLToPath(import.meta.url));

/** Serves MSW's worker script in development only, so nothing generated is committed or built. */
function mockServiceWorker(): Plugin {
  const source = path.join(root, 'node_modules/msw/lib/mockServiceWorker.js');
  return {
    name: 'jobchat:mock-service-worker',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/mockServiceWorker.js', (_request, response) => {
        response.setHeader('Content-Type', 'text/javascript');
        response.setHeader('Service-Worker-Allowed', '/');
        createReadStream(source).pipe(response);
      });
    },
  };
}

/**
 * The API reference at /__api-reference/, in development only: rebuilt from contracts/ on every
 * request, since contracts change while developing (`npm run contracts:docs` writes the same page).
 */
function apiReference(): Plugin {
  return {
    name: 'jobchat:api-reference',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/__api-reference', (request, response, next) => {
        if (request.originalUrl === '/__api-reference') {
          response.writeHead(301, { Location: '/__api-reference/' }).end();
          return;
        }
        // Loaded on demand: the contract tooling stays out of the config and out of every build.
        Promise.all([import('./scripts/lib/bundle-contracts'), import('./scripts/lib/api-reference')])
          .then(async ([{ bundleContracts }, { renderApiReference }]) => {
            const html = renderApiReference(await bundleContracts(), { generatedAt: new Date().toISOString() });
            response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }).end(html);
          })
          .catch(next);
      });
    },
  };
}

/**
 * The build manifest (route → chunks, read by `npm run bench`) is for tooling, not for visitors: it
 * moves out of the build to .build/vite-manifest/<outDir>.json, so the deployed files never list it.
 */
function manifestOutsideBuild(): Plugin {
  return {
    name: 'jobchat:manifest-outside-build',
    apply: 'build',
    writeBundle(options) {
      const outDir = options.dir ?? path.join(root, 'dist');
      const written = path.join(outDir, '.vite/manifest.json');
      if (!existsSync(written)) return;
      const target = path.join(root, '.build/vite-manifest', `${path.basename(outDir)}.json`);
      mkdirSync(path.dirname(target), { recursive: true });
      renameSync(written, target);
      rmSync(path.join(outDir, '.vite'), { recursive: true, force: true });
    },
  };
}

export default defineConfig(({ mode }) => ({
  root: path.join(root, 'web'),
  envDir: root,
  publicDir: path.join(root, 'web/public'),
  plugins: [react(), mockServiceWorker(), apiReference(), manifestOutsideBuild()],
  resolve: {
    alias: {
      '@sdk': path.join(root, 'sdk'),
      '@mocks': path.join(root, 'mocks'),
      '@web': path.join(root, 'web/src'),
    },
  },
  server: { port: 5173, strictPort: true, host: '127.0.0.1', allowedHosts: ['.localhost', 'localhost'] },
  preview: {
    port: 4173,
    strictPort: true,
    host: '127.0.0.1',
    allowedHosts: ['.localhost', 'localhost'],
    // The production build is previewed under the policy production sends, built from the same env.
    headers: { 'Content-Security-Policy': contentSecurityPolicy(loadEnv(mode, root, 'VITE_')) },
  },
  build: {
    outDir: path.join(root, 'dist'),
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 600,
  },
}));
