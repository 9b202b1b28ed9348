/**
 * A history entry written after the paint. `history.pushState` costs 4–6 ms of a filter click's critical
 * task at 4× CPU (decision 0026), so an island page renders a new address at once and writes its entry
 * after the frame that shows it. Anything else that touches the history first writes the waiting entry, so
 * the entries keep their order; back or forward before it is written drops it, as the page has moved on.
 * The tab title follows the entry (`whenHistoryWritten`): a title set before the push would rename the
 * entry being left.
 */
let pendingHref: string | undefined;
let waiting: (() => void)[] = [];

function settled(): void {
  const callbacks = waiting;
  waiting = [];
  for (const callback of callbacks) callback();
}

/** Pushes `href` once the browser has painted the frame that shows it. */
export function pushAfterPaint(href: string): void {
  writePendingPush();
  pendingHref = href;
  requestAnimationFrame(() => setTimeout(writePendingPush, 0));
}

/** Writes the waiting entry now, if there is one. */
export function writePendingPush(): void {
  if (pendingHref === undefined) return;
  window.history.pushState(null, '', pendingHref);
  pendingHref = undefined;
  settled();
}

/** Forgets the waiting entry: the history moved (back or forward) before it was written. */
export function dropPendingPush(): void {
  pendingHref = undefined;
  settled();
}

/** Runs `callback` now, or once the waiting entry is written or dropped. */
export function whenHistoryWritten(callback: () => void): void {
  if (pendingHref === undefined) callback();
  else waiting.push(callback);
}
