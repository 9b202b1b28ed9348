/** The test window's width, as a phone or a desktop has it (happy-dom re-evaluates media queries on resize). */
export const DEFAULT_TEST_WIDTH = 1024;

export function setWindowWidth(width: number): void {
  (window as unknown as { happyDOM: { setViewport: (viewport: { width: number; height: number }) => void } }).happyDOM.setViewport({ width, height: 800 });
}
