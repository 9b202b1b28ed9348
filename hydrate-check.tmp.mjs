import { chromium } from '@playwright/test';
const base = process.argv[2];
const paths = process.argv.slice(3);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--host-resolver-rules=MAP *.localhost 127.0.0.1, MAP localhost 127.0.0.1'] });
for (const p of paths) {
  const page = await browser.newPage();
  const messages = [];
  page.on('console', (m) => { if (['error','warning'].includes(m.type())) messages.push(`${m.type()}: ${m.text().slice(0, 300)}`); });
  page.on('pageerror', (e) => messages.push(`pageerror: ${e.message.slice(0,300)}`));
  await page.goto(base + p, { waitUntil: 'networkidle' });
  const h1 = await page.locator('h1').first().textContent().catch(() => null);
  console.log(p, '| h1:', h1, '| msgs:', messages.length);
  for (const m of messages.slice(0, 6)) console.log('   ', m);
  await page.close();
}
await browser.close();
