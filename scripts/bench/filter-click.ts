/**
 * Filter click to updated list, at 4× CPU slowdown: on the search page (desktop width, so the filter
 * panel is open beside the results), one click on the "Remote" work-arrangement box, timed inside the
 * page from the click event to the first frame whose results list holds the new results (a different
 * list of job links, with no list marked aria-busy). Each run opens a fresh browser context, so the
 * filtered search is never answered from a cache. The figure is the median of RUNS runs.
 */
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';
import { median } from './stats';

export const RUNS = 5;
export const CPU_SLOWDOWN = 4;

export interface FilterClickResult {
  /** Median of the runs, click to the frame showing the new list. */
  medianMs: number;
  runsMs: number[];
}

/**
 * Installed in the page before the click: window.benchListChange resolves with the milliseconds from
 * the click. Plain JavaScript text, so no helper of the TypeScript loader ends up inside the page.
 */
const TIME_NEXT_LIST_CHANGE = `(() => {
  const signature = () => [...document.querySelectorAll('#search-results article h3 a')].map((link) => link.getAttribute('href')).join('|');
  const before = signature();
  window.benchListChange = new Promise((resolve) => {
    let clickedAt;
    const check = () => {
      if (clickedAt === undefined) return;
      const now = signature();
      if (document.querySelector('#search-results [aria-busy="true"]') || now === '' || now === before) return;
      observer.disconnect();
      // The list is in the DOM; this frame is the one that paints it.
      requestAnimationFrame(() => resolve(performance.now() - clickedAt));
    };
    const observer = new MutationObserver(check);
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    document.addEventListener('click', (event) => { clickedAt = event.timeStamp; check(); }, { capture: true, once: true });
  });
})()`;

async function runOnce(browser: Browser, searchUrl: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
  try {
    const page = await context.newPage();
    await page.goto(searchUrl);
    await page.locator('#search-results article').first().waitFor();
    // Hydration starts after the load event (decision 0021): until then the box is plain HTML.
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    const remote = page.getByRole('checkbox', { name: 'Remote', exact: true });
    await remote.waitFor();
    const session = await context.newCDPSession(page);
    await session.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.evaluate(TIME_NEXT_LIST_CHANGE);
    await remote.click();
    const ms = await page.evaluate<number>('window.benchListChange');
    await session.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return ms;
  } finally {
    await context.close();
  }
}

export async function measureFilterClick(searchUrl: string): Promise<FilterClickResult> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS.filter((flag) => !flag.startsWith('--headless')),
  });
  try {
    const runsMs: number[] = [];
    for (let index = 0; index < RUNS; index += 1) runsMs.push(await runOnce(browser, searchUrl));
    return { medianMs: median(runsMs), runsMs };
  } finally {
    await browser.close();
  }
}
