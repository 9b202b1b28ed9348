// @vitest-environment happy-dom
/** An island page's new history entry is written after the frame that shows it, in order, titles with it. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dropPendingPush, pushAfterPaint, whenHistoryWritten, writePendingPush } from '../../web/src/lib/history-after-paint';
import { documentNavigator } from '../../web/src/islands/document-router';
import { useDocumentTitle } from '../../web/src/lib/use-document-title';
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';

let frames: (() => void)[] = [];

/** Runs the frame the browser would paint next, then the task after it. */
function paint() {
  const callbacks = frames;
  frames = [];
  for (const callback of callbacks) callback();
  vi.runOnlyPendingTimers();
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout'] });
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
  window.history.replaceState(null, '', '/jobs-hiring/');
});

afterEach(() => {
  writePendingPush();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('pushAfterPaint', () => {
  it('writes the entry after the next paint, not before', () => {
    const before = window.history.length;
    pushAfterPaint('/jobs-hiring/?remote=1');
    expect(window.location.search).toBe('');
    expect(window.history.length).toBe(before);
    paint();
    expect(window.location.search).toBe('?remote=1');
    expect(window.history.length).toBe(before + 1);
  });

  it('writes a waiting entry first when another comes, so the entries keep their order', () => {
    const before = window.history.length;
    pushAfterPaint('/jobs-hiring/?a=1');
    pushAfterPaint('/jobs-hiring/?a=2');
    expect(window.location.search).toBe('?a=1');
    paint();
    expect(window.location.search).toBe('?a=2');
    expect(window.history.length).toBe(before + 2);
  });

  it('runs what waits for the history once the entry is written, and at once when none waits', () => {
    const ran: string[] = [];
    whenHistoryWritten(() => ran.push('now'));
    pushAfterPaint('/jobs-hiring/?a=1');
    whenHistoryWritten(() => ran.push(`after ${window.location.search}`));
    expect(ran).toEqual(['now']);
    paint();
    expect(ran).toEqual(['now', 'after ?a=1']);
  });

  it('drops the entry when the history moved before it was written', () => {
    const before = window.history.length;
    const ran: string[] = [];
    pushAfterPaint('/jobs-hiring/?a=1');
    whenHistoryWritten(() => ran.push('settled'));
    dropPendingPush();
    paint();
    expect(window.location.search).toBe('');
    expect(window.history.length).toBe(before);
    expect(ran).toEqual(['settled']);
  });
});

describe('the islands navigator', () => {
  it('writes a waiting entry before going back, so back leaves the page shown', () => {
    const go = vi.spyOn(window.history, 'go').mockImplementation(() => {});
    const before = window.history.length;
    documentNavigator.push('/jobs-hiring/?a=1');
    documentNavigator.go(-1);
    expect(window.history.length).toBe(before + 1);
    expect(go).toHaveBeenCalledWith(-1);
  });

  it('writes a waiting entry before replacing, so the replacement lands on the new entry', () => {
    const before = window.history.length;
    documentNavigator.push('/jobs-hiring/?a=1');
    documentNavigator.replace('/jobs-hiring/?a=2');
    expect(window.history.length).toBe(before + 1);
    expect(window.location.search).toBe('?a=2');
    paint();
    expect(window.location.search).toBe('?a=2');
    expect(window.history.length).toBe(before + 1);
  });
});

describe('the tab title', () => {
  it('changes with the entry it names, so the entry being left keeps its own', () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    document.title = 'Jobs in the Philippines';
    const root = createRoot(document.createElement('div'));
    const Title = ({ title }: { title: string }) => {
      useDocumentTitle(title);
      return null;
    };
    act(() => root.render(createElement(Title, { title: 'Jobs in the Philippines' })));
    pushAfterPaint('/jobs-hiring/?remote=1');
    act(() => root.render(createElement(Title, { title: 'Remote jobs in the Philippines' })));
    expect(document.title).toBe('Jobs in the Philippines');
    paint();
    expect(document.title).toBe('Remote jobs in the Philippines');
    act(() => root.unmount());
  });
});
