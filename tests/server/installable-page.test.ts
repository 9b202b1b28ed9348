/**
 * Installable, as a browser finds it: the page the production server renders links a web app manifest
 * that the same server serves, with icons it serves too; the browser's toolbar colour (theme-color) is
 * the manifest's, and both are the brand colour the page itself paints its main button in.
 */
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productionServerForFile } from './production-server';

const server = productionServerForFile();

interface Manifest {
  start_url: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

/** The home page as a browser gets it: its document, with the style sheets it links applied. */
let page: Window;
let manifest: Manifest;
let manifestReply: Awaited<ReturnType<typeof server.get>>;

beforeAll(async () => {
  const home = await server.get('/');
  expect(home.status).toBe(200);
  page = new Window({ url: server.origin, settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true, disableCSSFileLoading: true } });
  page.document.documentElement.innerHTML = /<html[^>]*>([\s\S]*)<\/html>/.exec(home.text)?.[1] ?? '';
  const sheets = [...page.document.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute('href')!);
  expect(sheets.length).toBeGreaterThan(0);
  for (const href of sheets) {
    const sheet = await server.get(href);
    expect(sheet.status, href).toBe(200);
    const style = page.document.createElement('style');
    style.textContent = sheet.text;
    page.document.head.append(style);
  }
  const href = page.document.querySelector('link[rel="manifest"]')?.getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  manifestReply = await server.get(href!);
  manifest = JSON.parse(manifestReply.text) as Manifest;
}, 30_000);

afterAll(async () => {
  await page?.happyDOM.close();
});

/** A colour as #rrggbb, whichever way the style sheet or the document wrote it. */
function hex(colour: string): string {
  const rgb = /^rgba?\((\d+),\s*(\d+),\s*(\d+)/.exec(colour.trim());
  if (rgb) return `#${rgb.slice(1, 4).map((part) => Number(part).toString(16).padStart(2, '0')).join('')}`;
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(colour.trim());
  if (short) return `#${short.slice(1).map((digit) => digit + digit).join('')}`.toLowerCase();
  return colour.trim().toLowerCase();
}

describe('the rendered page, for installing the app', () => {
  it('links a manifest the server serves as application/manifest+json, starting at the home page', () => {
    expect(manifestReply.status).toBe(200);
    expect(manifestReply.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.start_url).toBe('/');
  });

  it('serves every icon the manifest and the page name, as the image type they claim', async () => {
    const linked = [...page.document.querySelectorAll('link[rel="icon"], link[rel="apple-touch-icon"]')].map((link) => ({ src: link.getAttribute('href')!, type: link.getAttribute('type') ?? 'image/png' }));
    expect(linked.length).toBeGreaterThanOrEqual(2);
    for (const icon of [...manifest.icons, ...linked]) {
      const reply = await server.get(icon.src);
      expect(reply.status, icon.src).toBe(200);
      expect(reply.headers['content-type'], icon.src).toBe(icon.type);
    }
  });

  it("colours the browser's toolbar as the manifest does, in the brand colour of the page's main button", () => {
    const themeColour = page.document.querySelector('meta[name="theme-color"]')?.getAttribute('content');
    expect(themeColour).toMatch(/^#[0-9a-f]{6}$/i);
    expect(hex(manifest.theme_color)).toBe(hex(themeColour!));
    const mainButton = [...page.document.querySelectorAll('a')].find((link) => link.textContent?.trim() === 'Log in / Sign up');
    expect(mainButton, 'the header offers a visitor "Log in / Sign up"').toBeDefined();
    expect(hex(page.getComputedStyle(mainButton!).backgroundColor)).toBe(hex(themeColour!));
  });
});
