// @vitest-environment jsdom
/**
 * Issue 23: a server HTML block (a job's description, a company's introduction) keeps the server's
 * sanitized copy while the page hydrates, and sanitizes a text that arrives later (a client navigation).
 * Under jsdom: DOMPurify does not support happy-dom (cure53/DOMPurify#1457).
 */
import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it } from 'vitest';
import { SafeHtml } from '../../web/src/components/safe-html';

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.replaceChildren();
});

const UNSAFE = '<p>Keep <strong>this</strong></p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true">';
const LATER = '<p>Later <a href="javascript:alert(1)">link</a></p><iframe src="https://evil.example"></iframe>';

it('keeps the server copy through hydration, and sanitizes a text that arrives later', async () => {
  const serverHtml = renderToString(<SafeHtml className="html-content" html={UNSAFE} />);
  expect(serverHtml).toContain('<p>Keep <strong>this</strong></p>');
  expect(serverHtml).not.toMatch(/<script|onerror/);

  const container = document.createElement('div');
  container.innerHTML = serverHtml;
  document.body.append(container);
  const block = container.querySelector('.html-content')!;
  const serverContent = block.firstChild;
  const recoverable: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, <SafeHtml className="html-content" html={UNSAFE} />, { onRecoverableError: (error) => recoverable.push(error) });
  });
  expect(recoverable).toEqual([]);
  // The very nodes the server wrote: hydration neither sanitized nor rendered them again.
  expect(block.firstChild).toBe(serverContent);
  expect(block.innerHTML).toBe('<p>Keep <strong>this</strong></p>');

  await act(async () => root!.render(<SafeHtml className="html-content" html={LATER} />));
  expect(block.textContent).toBe('Later link');
  expect(block.querySelector('iframe, script')).toBeNull();
  expect(block.querySelector('a')?.getAttribute('href') ?? '').not.toMatch(/^javascript:/i);
});

it('sanitizes in the browser when there was no server copy (a page rendered in the browser)', async () => {
  const container = document.createElement('div');
  document.body.append(container);
  const { createRoot } = await import('react-dom/client');
  const clientRoot = createRoot(container);
  await act(async () => clientRoot.render(<SafeHtml className="html-content" html={UNSAFE} />));
  expect(container.querySelector('.html-content')!.innerHTML).toBe('<p>Keep <strong>this</strong></p>');
  act(() => clientRoot.unmount());
});
