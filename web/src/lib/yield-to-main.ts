/**
 * Lets the browser run what waits (input, paint, other tasks) before the caller goes on: start-up work
 * in one task longer than 50 ms blocks a tap on a phone. `scheduler.yield()` where the browser has it
 * (the caller keeps its place ahead of other tasks), a new task otherwise.
 */
interface YieldingScheduler {
  yield(): Promise<void>;
}

export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
