// Lint: TypeScript, React hooks, kebab-case file names, and import boundaries
// (app → features → shared; no feature imports another feature, except a feature's route modules and
// island pages, which compose a page; only the dev panel's feature imports mocks, and a production build drops it; the
// production server never imports mocks, tests or scripts; tests/e2e drives a browser, not the app's code).
// Server state reaches the screens through each feature's <feature>-queries.ts facade (decision 0019).
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import checkFile from 'eslint-plugin-check-file';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import noRenderTimeBrowserGlobals from './scripts/eslint/no-render-time-browser-globals.js';

const features = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const SHARED = ['shared', 'sdk'];
const FEATURES = features.map((name) => `feature-${name}`);
const WEB = ['app', ...FEATURES, 'shared'];
const TESTS = ['tests', 'e2e', 'test-support'];
// server/dev.ts (`npm start`) and what only it imports: never in the production bundle (server/entry.ts).
const SERVER_DEV_ONLY = ['dev.ts', 'dev-scenarios.ts', 'dev-warm-up.ts', 'local-site-origins.ts'];
// The tsconfig `paths` (@sdk/*, @mocks/*, @web/*): imports through them resolve like relative ones.
const tsconfig = fileURLToPath(new URL('./tsconfig.json', import.meta.url));
const FACADE_MESSAGE = "Server state goes through the feature's <feature>-queries.ts facade (decision 0019)";

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-e2e/**', 'build/**', '.react-router/**', 'node_modules/**', 'sdk/generated/**', '.build/**', 'coverage/**', 'playwright-report/**', 'test-results/**', 'reports/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ['*.js', 'server/**/*.js'], languageOptions: { globals: globals.node } },
  {
    // Server codes by name (contracts' x-enumNames): isApiError(error, ErrorCode.JobDeleted), not 41113.
    files: ['web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'Literal[raw=/^(400\\d\\d|41\\d{3}|500\\d\\d)$/]', message: 'Name the error code: ErrorCode.X from @sdk/api-error (isApiError(error, ErrorCode.X)).' },
        {
          // React Router drops a route module's `loader` from the browser's bundle: a clientLoader calling it fails there only.
          selector: "ExportNamedDeclaration VariableDeclarator[id.name='clientLoader'] Identifier[name='loader']",
          message: 'clientLoader must not call `loader` (removed from the browser bundle): export one local function as both.',
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'check-file': checkFile, boundaries },
    settings: {
      // Every import must resolve (relative .ts/.tsx files and the tsconfig aliases), or a forbidden one
      // would go unseen: an import that resolves to nothing is not checked.
      'import/resolver': { typescript: { project: tsconfig }, node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
      'boundaries/include': ['web/src/**/*', 'sdk/**/*', 'mocks/**/*', 'server/**/*', 'tests/**/*', 'scripts/**/*'],
      // React Router's generated route types (`./+types/<route>`, under .react-router/types through rootDirs).
      'boundaries/ignore': ['**/+types/**'],
      // Matched against the whole path from the root (partialMatch: false), first descriptor first:
      // tests/server is a test, not the server.
      'boundaries/elements': [
        { type: 'app', pattern: 'web/src/app', partialMatch: false },
        ...features.map((name) => ({ type: `feature-${name}`, pattern: `web/src/features/${name}`, partialMatch: false })),
        { type: 'shared', pattern: 'web/src/(components|lib|i18n)', partialMatch: false },
        // React Router's app directory is web/src: root.tsx, routes.ts and the entries belong to the app.
        { type: 'app', pattern: 'web/src', partialMatch: false },
        { type: 'sdk', pattern: 'sdk', partialMatch: false },
        { type: 'mocks', pattern: 'mocks', partialMatch: false },
        { type: 'server', pattern: 'server', partialMatch: false },
        { type: 'e2e', pattern: 'tests/e2e', partialMatch: false },
        { type: 'test-support', pattern: 'tests/support', partialMatch: false },
        { type: 'tests', pattern: 'tests', partialMatch: false },
        { type: 'scripts', pattern: 'scripts', partialMatch: false },
      ],
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx,js}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { 'web/src/**/': 'KEBAB_CASE', 'mocks/**/': 'KEBAB_CASE', 'server/**/': 'KEBAB_CASE', 'tests/**/': 'KEBAB_CASE' }],
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          // Within an element too: the production server's files never import the dev server's.
          checkInternals: true,
          // Last matching policy wins.
          policies: [
            { from: { element: { type: 'app' } }, allow: { to: { element: { types: { anyOf: ['app', ...FEATURES, ...SHARED] } } } } },
            ...features.map((name) => ({
              from: { element: { type: `feature-${name}` } },
              allow: { to: { element: { types: { anyOf: [`feature-${name}`, ...SHARED, ...(name === 'dev-tools' ? ['mocks'] : [])] } } } },
            })),
            // A feature's route modules (the modules routes.ts names) compose a page from parts of several
            // features, and so does the page a route renders as one island (`*-page.tsx`, decision 0027).
            { from: { element: { types: { anyOf: FEATURES }, fileInternalPath: ['*-route.tsx', '*-page.tsx'] } }, allow: { to: { element: { types: { anyOf: FEATURES } } } } },
            { from: { element: { type: 'shared' } }, allow: { to: { element: { types: { anyOf: SHARED } } } } },
            { from: { element: { type: 'sdk' } }, allow: { to: { element: { type: 'sdk' } } } },
            { from: { element: { type: 'mocks' } }, allow: { to: { element: { types: { anyOf: ['mocks', 'sdk'] } } } } },
            {
              from: { element: { types: { anyOf: WEB } } },
              disallow: { to: { element: { types: { anyOf: ['server', 'scripts', ...TESTS] } } } },
              message: 'web/src never imports server/, tests/ or scripts/: what both sides need lives in web/src/lib or sdk/.',
            },
            // The production server (server/entry.ts and what it imports) renders the app: no mocks, tests, scripts or dev-only files.
            { from: { element: { type: 'server' } }, allow: { to: { element: { types: { anyOf: ['server', 'app', ...SHARED] } } } } },
            {
              from: { element: { type: 'server' } },
              disallow: { to: { element: { type: 'server', fileInternalPath: SERVER_DEV_ONLY } } },
              message: `The production server never imports the dev server's files (server/${SERVER_DEV_ONLY.join(', server/')}).`,
            },
            {
              from: { element: { type: 'server' } },
              disallow: { to: { element: { types: { anyOf: ['mocks', 'scripts', ...TESTS] } } } },
              message: 'The production server never imports mocks/, tests/ or scripts/: its build holds no mock code (only server/dev.ts may).',
            },
            // The dev server (`npm start`) runs the app against the mocks.
            { from: { element: { type: 'server', fileInternalPath: SERVER_DEV_ONLY } }, allow: { to: { element: { types: { anyOf: ['server', 'app', ...SHARED, 'mocks', 'scripts'] } } } } },
            // Tooling may use anything; tests may import anything under test.
            { from: { element: { type: 'scripts' } }, allow: { to: { element: { types: { anyOf: ['scripts', 'server', 'mocks', ...WEB, 'sdk'] } } } } },
            { from: { element: { type: 'tests' } }, allow: { to: { element: { types: { anyOf: ['tests', 'test-support', 'server', 'mocks', 'scripts', ...WEB, 'sdk'] } } } } },
            // What the browser tests and the helpers they may share run on: the mocks' seed data, the SDK, tooling; no app code.
            { from: { element: { type: 'test-support' } }, allow: { to: { element: { types: { anyOf: ['test-support', 'mocks', 'sdk', 'scripts'] } } } } },
            {
              from: { element: { types: { anyOf: ['e2e', 'test-support'] } } },
              disallow: { to: { element: { types: { anyOf: [...WEB, 'server'] } } } },
              message: 'tests/e2e drives a browser, and tests/support is what it may share: no app or server code (a helper that renders the app belongs in tests/integration).',
            },
            {
              from: { element: { type: 'e2e' } },
              allow: [
                { to: { element: { types: { anyOf: ['e2e', 'test-support', 'mocks', 'sdk', 'scripts'] } } } },
                // Plain constants (the language list) from web/src/lib; never components, features or the app.
                { to: { element: { type: 'shared', path: 'web/src/lib', fileInternalPath: '*.ts' } } },
              ],
            },
          ],
        },
      ],
    },
  },
  {
    // Dates and times only through web/src/lib/date-time: its named kinds never use the zone or the clock
    // of the machine that renders, which a server render would otherwise write into the page.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/lib/date-time/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['DateTimeFormat', 'RelativeTimeFormat'].map((property) => ({ object: 'Intl', property, message: `Format dates and times with web/src/lib/date-time, not Intl.${property}.` })),
        ...['toLocaleDateString', 'toLocaleTimeString'].map((property) => ({ property, message: `Format dates and times with web/src/lib/date-time, not ${property} (the machine's own zone).` })),
      ],
    },
  },
  {
    // Code the server render reaches never reads browser globals while it renders (issue 21 section 5).
    files: ['web/src/**/*.{ts,tsx}', 'sdk/**/*.{ts,tsx}'],
    ignores: [
      // Only the browser loads these: the hydration entry, the start-up only it imports, and workers.
      'web/src/app/entry.client.tsx',
      'web/src/app/bootstrap.ts',
      'web/src/**/*.worker.ts',
    ],
    plugins: { jobchat: { rules: { 'no-render-time-browser-globals': noRenderTimeBrowserGlobals } } },
    rules: { 'jobchat/no-render-time-browser-globals': 'error' },
  },
  {
    // The crawl files stay framework-independent: no app shell, no router (they answer before either exists).
    files: ['server/crawl/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/web/src/app/**', '@web/app/**', 'react-router', 'react-router-dom', '@react-router/*'], message: 'server/ runs without the app shell and the router.' }] }],
    },
  },
  {
    // No import cycles: a cycle makes module start-up order decide what a handler sees.
    files: ['mocks/**/*.{ts,tsx}', 'web/**/*.{ts,tsx}', 'sdk/**/*.{ts,tsx}', 'scripts/**/*.{ts,tsx}', 'server/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: tsconfig }), createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // One facade for server state (decision 0019): only a `*-queries.ts` file imports the generated hooks
    // and clients as values; types come from anywhere. Zod schemas, error codes and operations stay open.
    // Kept last and the only block setting this rule, so no later block replaces its options.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/**/*-queries.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          // The server's sanitizer (decision 0025) never reaches the browser: pages sanitize through components/safe-html.tsx.
          paths: [{ name: 'sanitize-html', message: 'sanitize-html is the server\'s sanitizer (server/sanitize-html-server.ts); use components/safe-html.tsx.' }],
          patterns: [
            {
              regex: '^(@sdk|(\\.\\.?/)+sdk)/generated/[^/]+/(hooks|client)(\\.ts)?$',
              allowTypeImports: true,
              message: FACADE_MESSAGE,
            },
          ],
        },
      ],
    },
  },
);
