import { createReadStream } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

export default defineConfig({
  root: path.join(root, 'web'),
  envDir: root,
  publicDir: path.join(root, 'web/public'),
  plugins: [react(), mockServiceWorker()],
  resolve: {
    alias: {
      '@sdk': path.join(root, 'sdk'),
      '@mocks': path.join(root, 'mocks'),
      '@web': path.join(root, 'web/src'),
    },
  },
  server: { port: 5173, strictPort: true, host: '127.0.0.1', allowedHosts: ['.localhost', 'localhost'] },
  preview: { port: 4173, strictPort: true, host: '127.0.0.1', allowedHosts: ['.localhost', 'localhost'] },
  build: {
    outDir: path.join(root, 'dist'),
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 600,
  },
});
