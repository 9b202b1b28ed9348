/**
 * The islands' build (docs/decisions/0027-guest-pages-as-islands.md), after React Router's: its own
 * module graph, so a guest's island page loads React, React DOM and React Router's plain <Router> with
 * its islands, not the data router and the framework chunk the app shares across its routes. Files go
 * to build/client/assets/islands/ (hashed, cached as every asset); build/server/islands.json names the
 * entry for the server and each part's files for the budget (server/islands-entry.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type Rolldown, type Rollup } from 'vite';
import { COMPILE_HINT, COMPILE_HINT_FROM_BYTES, ISLANDS_RECORD, type IslandsRecord } from './server/islands-entry.ts';

const root = path.dirname(fileURLToPath(import.meta.url));
// The directory React Router's build wrote (react-router.config.ts: BUILD_DIRECTORY).
const buildDirectory = path.resolve(root, process.env.BUILD_DIRECTORY ?? 'build');
const PAGE_ISLAND_MODULE = /[\\/]islands[\\/]parts[\\/]page[\\/]([\w-]+)\.ts$/;

/**
 * The islands' components import their stylesheets, as in the app; the page already has them (the
 * server inlines React Router's built CSS), so here they are one empty module, not a second copy. A
 * script module, not an empty stylesheet: Vite would emit that and make the page load it (a request, and
 * a style recalculation of the whole page when it lands).
 */
function pageStylesAlreadyThere(): Plugin {
  const PAGE_STYLES = '\0jobchat:page-styles-already-there';
  return {
    name: 'jobchat:islands-without-css',
    enforce: 'pre',
    resolveId(source) {
      return source.endsWith('.css') ? PAGE_STYLES : undefined;
    },
    load(id) {
      return id === PAGE_STYLES ? 'export {};' : undefined;
    },
  };
}

/**
 * What the server and the budget need of this build, and no more (a source-to-chunk manifest must not
 * ship: scripts/check-build.ts): the entry's URL, and the files each part loads, its imports with it.
 * Written to the server's directory, which browsers never see.
 *
 * Those files are what an island page runs before and while it hydrates, and then on its first clicks,
 * so each starts with the compile hint. After Vite's own rewriting of the chunks (`order: 'post'`), so
 * the hint stays the first line; a small file, or one loaded later (a dialog, a catalog), is left to V8's
 * lazy parsing.
 */
function islandsRecord(): Plugin {
  return {
    name: 'jobchat:islands-record',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = new Map(Object.values(bundle).flatMap((item): [string, Rollup.OutputChunk][] => (item.type === 'chunk' ? [[item.fileName, item]] : [])));
        const filesOf = (fileName: string): string[] => {
          const files = new Set<string>();
          const visit = (name: string) => {
            if (files.has(name)) return;
            files.add(name);
            for (const imported of chunks.get(name)?.imports ?? []) visit(imported);
          };
          visit(fileName);
          return [...files];
        };
        const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
        if (!entry) throw new Error('The islands build made no entry chunk');
        const entryFiles = filesOf(entry.fileName);
        const loadedAtStart = new Set(entryFiles);
        const urls = (files: string[]) => files.map((name) => `/${name}`);
        const record: IslandsRecord = { entry: `/${entry.fileName}`, entryFiles: urls(entryFiles), pageIslands: {} };
        // A page island's module sits in its page's file (pageFileOf), beside the page's other islands.
        for (const chunk of chunks.values()) {
          for (const moduleId of chunk.moduleIds) {
            const island = PAGE_ISLAND_MODULE.exec(moduleId)?.[1];
            if (!island) continue;
            const files = filesOf(chunk.fileName);
            record.pageIslands[island] = urls(files);
            for (const file of files) loadedAtStart.add(file);
          }
        }
        for (const file of loadedAtStart) {
          const chunk = chunks.get(file);
          if (chunk && chunk.code.length >= COMPILE_HINT_FROM_BYTES && !chunk.code.startsWith(COMPILE_HINT)) chunk.code = COMPILE_HINT + chunk.code;
        }
        mkdirSync(path.join(buildDirectory, 'server'), { recursive: true });
        writeFileSync(path.join(buildDirectory, 'server', ISLANDS_RECORD), `${JSON.stringify(record, null, 2)}\n`);
      },
    },
  };
}

/**
 * The page each page island is on. A page's islands load their own code as one file (pageFileOf), not as
 * the dozen small ones the shared imports would make: each file an island page asks for costs a request
 * and a `<link rel="modulepreload">` inserted at start (1–4 ms each on the main thread).
 */
const PAGE_OF_ISLAND: Record<string, string> = {
  'home-hero': 'home',
  'home-categories': 'home',
  'job-search': 'search',
  'job-actions': 'job',
  'job-similar': 'job',
  'company-jobs': 'company',
  'company-similar': 'company',
};

/**
 * The file a module goes to, for code that page islands import (statically) and the entry does not: its
 * page's (`islands-job`) when one page runs it, else `islands-shared`. Null leaves a module where Rolldown
 * puts it: the entry's files, libraries, and what loads later (a dialog, a catalog).
 */
function pageFileOf(): (moduleId: string, context: Rolldown.ChunkingContext) => string | null {
  const pagesOf = new Map<string, ReadonlySet<string> | null>();
  const reach = (moduleId: string, context: Rolldown.ChunkingContext, visiting: Set<string>): ReadonlySet<string> | null => {
    const known = pagesOf.get(moduleId);
    if (known !== undefined) return known;
    if (visiting.has(moduleId)) return new Set();
    visiting.add(moduleId);
    const info = context.getModuleInfo(moduleId);
    const island = PAGE_ISLAND_MODULE.exec(moduleId)?.[1];
    let pages: Set<string> | null = new Set();
    if (info?.isEntry) pages = null;
    else if (island) {
      const page = PAGE_OF_ISLAND[island];
      if (!page) throw new Error(`The page island ${island} is on no page: add it to PAGE_OF_ISLAND (vite.islands.config.ts)`);
      pages.add(page);
    } else {
      for (const importer of info?.importers ?? []) {
        const importerPages = reach(importer, context, visiting);
        if (importerPages === null) {
          pages = null;
          break;
        }
        for (const page of importerPages) pages.add(page);
      }
    }
    visiting.delete(moduleId);
    pagesOf.set(moduleId, pages);
    return pages;
  };
  return (moduleId, context) => {
    // Libraries keep Rolldown's chunks: a module a group captures is kept whole, and zod's, tree-shaken
    // out of the pages today, would come back.
    if (/[\\/]node_modules[\\/]/.test(moduleId)) return null;
    const pages = reach(moduleId, context, new Set());
    if (!pages || pages.size === 0) return null;
    // Code several pages run is one file too: a few KiB, against a request per combination of pages.
    return pages.size === 1 ? `islands-${[...pages][0]}` : 'islands-shared';
  };
}

export default defineConfig({
  envDir: root,
  publicDir: false,
  plugins: [pageStylesAlreadyThere(), islandsRecord()],
  resolve: {
    alias: {
      '@sdk': path.join(root, 'sdk'),
      '@mocks': path.join(root, 'mocks'),
      '@web': path.join(root, 'web/src'),
    },
  },
  build: {
    outDir: path.join(buildDirectory, 'client'),
    emptyOutDir: false,
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
          groups: [
            { name: 'islands-framework', priority: 1, test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|jotai|@tanstack[\\/]query-core|@tanstack[\\/]react-query|cookie)[\\/]/ },
            // Only the modules pageFileOf names: their imports the entry runs stay in the entry's files.
            { name: pageFileOf(), debugName: 'islands-pages', includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
});
