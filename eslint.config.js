// Lint: TypeScript, React hooks, kebab-case file names, and import boundaries
// (app → features → shared; no feature imports another feature; only the dev panel's feature
// imports mocks, and a production build drops it).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import checkFile from 'eslint-plugin-check-file';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import noRenderTimeBrowserGlobals from './scripts/eslint/no-render-time-browser-globals.js';

const features = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const SHARED = ['shared', 'sdk'];

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
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'check-file': checkFile, boundaries },
    settings: {
      // Relative imports of .ts/.tsx files must resolve, or cross-feature imports would go unseen.
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
      'boundaries/include': ['web/src/**/*', 'sdk/**/*', 'mocks/**/*'],
      'boundaries/elements': [
        { type: 'app', pattern: 'web/src/app' },
        ...features.map((name) => ({ type: `feature-${name}`, pattern: `web/src/features/${name}` })),
        { type: 'shared', pattern: 'web/src/(components|lib|i18n)' },
        { type: 'sdk', pattern: 'sdk' },
        { type: 'mocks', pattern: 'mocks' },
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
          policies: [
            { from: { element: { type: 'app' } }, allow: { to: { element: { types: { anyOf: ['app', ...features.map((f) => `feature-${f}`), ...SHARED] } } } } },
            ...features.map((name) => ({
              from: { element: { type: `feature-${name}` } },
              allow: { to: { element: { types: { anyOf: [`feature-${name}`, ...SHARED, ...(name === 'dev-tools' ? ['mocks'] : [])] } } } },
            })),
            { from: { element: { type: 'shared' } }, allow: { to: { element: { types: { anyOf: SHARED } } } } },
            { from: { element: { type: 'sdk' } }, allow: { to: { element: { type: 'sdk' } } } },
            { from: { element: { type: 'mocks' } }, allow: { to: { element: { types: { anyOf: ['mocks', 'sdk'] } } } } },
          ],
        },
      ],
    },
  },
  {
    // Code the server render reaches never reads browser globals while it renders (issue 21 section 5).
    files: ['web/src/**/*.{ts,tsx}', 'sdk/**/*.{ts,tsx}'],
    ignores: [
      // Only the browser loads these: the hydration entry, and the start-up only it imports.
      'web/src/app/entry.client.tsx',
      'web/src/app/bootstrap.ts',
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
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
);
