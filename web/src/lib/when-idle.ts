/** Runs `task` when the browser is idle (within 2 s), or after 200 ms where it cannot tell. */
export function whenIdle(task: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: 2000 });
  else window.setTimeout(task, 200);
}
