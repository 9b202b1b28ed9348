/**
 * `npm start` warms the app before it says "Ready": it follows the page's module scripts and every
 * static import of the modules Vite serves, as a browser's first visit would, and leaves dynamic imports.
 */
import { describe, expect, it } from 'vitest';
import { pageUrls, staticImportUrls } from '../../server/dev-warm-up';

describe('the dev server warm-up', () => {
  it("finds a page's own stylesheets and the modules its inline module scripts import, not its JSON or classic scripts", () => {
    const html = [
      '<link rel="canonical" href="http://localhost:5173/"/><link rel="stylesheet" href="//cdn.example.com/x.css"/>',
      '<link data-react-router-critical-css="" rel="stylesheet" href="/@react-router/critical.css?pathname=/&amp;x=1"/>',
      '<script id="app-state" type="application/json">{"x":"import(\\"/nope.ts\\")"}</script>',
      '<script>window.__reactRouterContext = {"a":"import(\\"/nor-this.ts\\")"};</script>',
      '<script type="module" async="">const [route0, route1] = await Promise.all([import("/web/src/root.tsx"), import("/web/src/features/home/home-route.tsx")]);',
      'import "/@id/__x00__virtual:react-router/inject-hmr-runtime";;',
      'import("/web/src/entry.client.tsx");</script>',
    ].join('\n');
    expect(pageUrls(html)).toEqual([
      '/@react-router/critical.css?pathname=/&x=1',
      '/web/src/root.tsx',
      '/web/src/features/home/home-route.tsx',
      '/@id/__x00__virtual:react-router/inject-hmr-runtime',
      '/web/src/entry.client.tsx',
    ]);
  });

  it('follows static imports and re-exports of a served module, not dynamic imports or other origins', () => {
    const code = [
      'import __vite__cjsImport0_react from "/node_modules/.vite/deps/react.js?v=1a2b3c4d"; const useState = __vite__cjsImport0_react["useState"];',
      'import { jsxDEV } from "/node_modules/.vite/deps/react_jsx-dev-runtime.js?v=1a2b3c4d";',
      'import {',
      '  JobCard,',
      '  type as kind',
      '} from "/web/src/components/job-card.tsx";',
      'import * as styles from "/web/src/features/home/home.module.css";',
      'import "/web/src/app/zod-jitless.ts";',
      'export { homeQueries } from "/web/src/features/home/home-queries.ts";',
      'export * from "/web/src/lib/paths.ts";',
      'import.meta.hot = __vite__createHotContext("/web/src/features/home/home-route.tsx");',
      'const catalog = () => import("/web/src/i18n/catalogs/ar.json?import");',
      'import external from "https://cdn.example.com/x.js";',
    ].join('\n');
    expect(staticImportUrls(code)).toEqual([
      '/node_modules/.vite/deps/react.js?v=1a2b3c4d',
      '/node_modules/.vite/deps/react_jsx-dev-runtime.js?v=1a2b3c4d',
      '/web/src/components/job-card.tsx',
      '/web/src/features/home/home.module.css',
      '/web/src/app/zod-jitless.ts',
      '/web/src/features/home/home-queries.ts',
      '/web/src/lib/paths.ts',
    ]);
  });
});
