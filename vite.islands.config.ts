/**
 * The islands' build (docs/decisions/0027-guest-pages-as-islands.md), after React Router's: its own
 * module graph, so a guest's island page loads React, React DOM and React Router's plain <Router> with
 * its islands, not the data router and the framework chunk the app shares across its routes. Files go
 * to build/client/assets/islands/ (hashed, cached as every asset); the manifest (build/client/.vite/, not served)
 * names the entry for the server (server/islands-entry.ts).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * The islands' components import their stylesheets, as in the app; the page already has them (the
 * server inlines React Router's built CSS), so here they are empty modules, not a second copy.
 */
function pageStylesAlreadyThere(): Plugin {
  return {
    name: 'jobchat:islands-without-css',
    enforce: 'pre',
    load(id) {
      return id.endsWith('.css') ? '' : undefined;
    },
  };
}

export default defineConfig({
  envDir: root,
  publicDir: false,
  plugins: [pageStylesAlreadyThere()],
  resolve: {
    alias: {
      '@sdk': path.join(root, 'sdk'),
      '@mocks': path.join(root, 'mocks'),
      '@web': path.join(root, 'web/src'),
    },
  },
  build: {
    // The directory React Router's build wrote (react-router.config.ts: BUILD_DIRECTORY).
    outDir: path.resolve(root, process.env.BUILD_DIRECTORY ?? 'build', 'client'),
    emptyOutDir: false,
    manifest: '.vite/islands-manifest.json',
    rolldownOptions: {
      input: path.join(root, 'web/src/islands/entry.islands.tsx'),
      // Libraries' "use client" marks mean nothing in a browser-only bundle (Vite's React plugin drops the same notice).
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
      // As in vite.config.ts: a module that imports one constant of a generated zod module does not keep it.
      treeshake: { manualPureFunctions: ['zod'] },
      output: {
        entryFileNames: 'assets/islands/[name]-[hash].js',
        chunkFileNames: 'assets/islands/[name]-[hash].js',
        assetFileNames: 'assets/islands/[name]-[hash][extname]',
        // The libraries every island page runs, in one file: one request, and brotli compresses them
        // together 10–15 KiB smaller than the pieces the shared imports would otherwise make.
        codeSplitting: {
          groups: [{ name: 'islands-framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|jotai|@tanstack[\\/]query-core|@tanstack[\\/]react-query|cookie)[\\/]/ }],
        },
      },
    },
  },
});
