/**
 * Images of the seeded records (logos, covers, album photos, avatars) drawn on the fly as SVG, so
 * the app shows real pictures fully offline. Deterministic: the same path always gives the same image.
 * Flags (`flags1/{KEY}.png` on the assets host) are real PNGs, as the spec names them.
 */
import { http, HttpResponse } from 'msw';
import { flagPng } from './flag-png';

const PALETTE = ['#2378e5', '#00a884', '#f5a623', '#d0021b', '#7b61ff', '#0f9d58', '#ff6d00', '#546e7a'];

function hashOf(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash;
}

export function placeholderSvg(path: string): string {
  const hash = hashOf(path);
  const color = PALETTE[hash % PALETTE.length]!;
  const wide = /cover|album/.test(path);
  const [width, height] = wide ? [640, 360] : [128, 128];
  const label = (/\/(company|recruiter)\/(\d+)/.exec(path)?.[2] ?? '').slice(-2);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="${color}"/><circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="#ffffff" fill-opacity="0.25"/><text x="50%" y="50%" dominant-baseline="central" text-anchor="middle" font-family="sans-serif" font-size="${Math.min(width, height) / 3}" fill="#ffffff">${label}</text></svg>`;
}

export function assetHandlers() {
  return [
    http.get('*/mock-assets/flags1/:file', ({ params }) => {
      const file = String(params.file);
      const png = file.endsWith('.png') ? flagPng(file.slice(0, -'.png'.length)) : undefined;
      if (!png) return new HttpResponse(null, { status: 404 });
      return new HttpResponse(png, { headers: { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=86400' } });
    }),
    http.get('*/mock-assets/*', ({ request }) =>
      new HttpResponse(placeholderSvg(new URL(request.url).pathname), {
        headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' },
      }),
    ),
  ];
}
