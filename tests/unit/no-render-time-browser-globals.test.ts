/**
 * The lint rule that keeps browser globals out of what a server render evaluates (issue 21 section 5:
 * W03 answered 500 because a default parameter read `globalThis.location.origin` on the server).
 */
import { ESLint, RuleTester } from 'eslint';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import rule from '../../scripts/eslint/no-render-time-browser-globals.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

// As eslint.config.js lints web/src: TypeScript with JSX, the browser's globals declared.
const ruleTester = new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } }, globals: { ...globals.browser, ...globals.node } },
});
const filename = 'web/src/example.tsx';

ruleTester.run('no-render-time-browser-globals', rule, {
  valid: [
    { filename, name: 'a window read inside useEffect', code: `function Banner() { useEffect(() => { setWidth(window.innerWidth); }, []); return <p />; }` },
    { filename, name: 'an event handler', code: `function Share() { return <button onClick={() => navigator.share({ url: location.href })} />; }` },
    { filename, name: 'a plain function, called from effects and handlers', code: `export function currentPath() { return location.pathname; }` },
    { filename, name: 'a local variable named location', code: `function Page() { const location = useLocation(); return <p>{location.pathname}</p>; }` },
    { filename, name: 'a destructured parameter named location', code: `function usePath({ location }: { location: URL }) { return location.pathname; }` },
    { filename, name: 'a module variable named history', code: `const history = createMemoryHistory(); export function Nav() { return <p>{history.length}</p>; }` },
    {
      filename: 'web/src/example.js',
      name: 'a script\'s own top-level var named history',
      languageOptions: { sourceType: 'script' },
      code: `var history = createMemoryHistory(); function Nav() { return history.length; }`,
    },
    { filename, name: 'typeof window', code: `const inBrowser = typeof window !== 'undefined';` },
    { filename, name: 'typeof globalThis.location', code: `function useInBrowser() { return typeof globalThis.location === 'object'; }` },
    { filename, name: 'a global the server has too', code: `const fetcher = globalThis.fetch; const id = crypto.randomUUID();` },
    { filename, name: 'types only', code: `let target: typeof window | undefined; type Doc = typeof document; interface Props { storage: Storage }` },
    { filename, name: 'a client snapshot, which React reads only in the browser', code: `function useWidth() { return useSyncExternalStore(subscribe, () => window.innerWidth, () => 0); }` },
  ],
  invalid: [
    {
      filename,
      name: 'the W03 default parameter',
      code: `function f(origin = globalThis.location.origin) {}`,
      errors: [
        {
          message:
            '`globalThis.location` as a default parameter value is read whenever a caller leaves it out, on the server too: make the caller pass it; the server has no `location`.',
        },
      ],
    },
    {
      filename,
      name: 'a typed default parameter',
      code: `export function resolveRedirect(raw: string, origin: string = globalThis.location.origin) { return new URL(raw, origin); }`,
      errors: [{ messageId: 'defaultParameter', data: { name: 'globalThis.location', global: 'location' } }],
    },
    {
      filename,
      name: 'a default inside a destructured parameter',
      code: `function load({ storage = localStorage } = {}) { return storage; }`,
      errors: [{ messageId: 'defaultParameter', data: { name: 'localStorage', global: 'localStorage' } }],
    },
    {
      filename,
      name: 'a component reading window.innerWidth in render',
      code: `function Banner() { const width = window.innerWidth; return <p>{width}</p>; }`,
      errors: [
        { message: '`window` is read while Banner renders, on the server too: read it in an effect or an event handler, or pass it in; the server has no `window`.' },
      ],
    },
    {
      filename,
      name: 'a hook',
      code: `function useOrigin() { return location.origin; }`,
      errors: [{ messageId: 'render', data: { name: 'location', global: 'location', fn: 'useOrigin' } }],
    },
    {
      filename,
      name: 'an arrow component, in JSX',
      code: `const Title = () => <h1>{document.title}</h1>;`,
      errors: [{ messageId: 'render', data: { name: 'document', global: 'document', fn: 'Title' } }],
    },
    {
      filename,
      name: 'a memo component',
      code: `const Language = memo(() => <p>{navigator.language}</p>);`,
      errors: [{ messageId: 'render', data: { name: 'navigator', global: 'navigator', fn: 'Language' } }],
    },
    {
      filename,
      name: 'module level, also through window.',
      code: `const phone = matchMedia('(max-width: 600px)').matches;\nconst storage = window.localStorage;`,
      errors: [
        { messageId: 'moduleLoad', data: { name: 'matchMedia', global: 'matchMedia' }, line: 1 },
        { messageId: 'moduleLoad', data: { name: 'window.localStorage', global: 'localStorage' }, line: 2 },
      ],
    },
    {
      filename,
      name: 'callbacks that run where they are written: an IIFE, useMemo, useState, map',
      code: [
        `const origin = (() => location.origin)();`,
        `function List({ items }: { items: string[] }) {`,
        `  const width = useMemo(() => window.innerWidth, []);`,
        `  const [saved] = useState(() => sessionStorage.getItem('k'));`,
        `  return items.map((item) => <a key={item} href={document.URL}>{width}{saved}</a>);`,
        `}`,
      ].join('\n'),
      errors: [
        { messageId: 'moduleLoad', line: 1 },
        { messageId: 'render', data: { name: 'window', global: 'window', fn: 'List' }, line: 3 },
        { messageId: 'render', data: { name: 'sessionStorage', global: 'sessionStorage', fn: 'List' }, line: 4 },
        { messageId: 'render', data: { name: 'document', global: 'document', fn: 'List' }, line: 5 },
      ],
    },
    {
      filename,
      name: 'typeof of a property still reads the object',
      code: `const hasHistory = typeof window.history;`,
      errors: [{ messageId: 'moduleLoad', data: { name: 'window.history', global: 'history' } }],
    },
  ],
});

describe('the rule in eslint.config.js', () => {
  const eslint = new ESLint({ cwd: process.cwd() });
  const severity = async (file: string) => (await eslint.calculateConfigForFile(file)).rules?.['jobchat/no-render-time-browser-globals']?.[0];

  it('checks what the server render reaches: web/src and sdk', async () => {
    expect(await severity('web/src/lib/session/redirects.ts')).toBe(2);
    expect(await severity('web/src/features/auth/login-redirect-route.tsx')).toBe(2);
    expect(await severity('sdk/transport.ts')).toBe(2);
  });

  it('leaves out modules only the browser loads, and code outside the app', async () => {
    expect(await severity('web/src/app/entry.client.tsx')).toBeUndefined();
    expect(await severity('server/app.ts')).toBeUndefined();
  });
});
