/**
 * A real QR code of `content`, encoded by uqr and drawn as SVG elements by React: no markup is injected
 * into the page, and no data: URL is loaded, so it shows under the strict Content-Security-Policy
 * (img-src allows only the app and its assets host).
 */
import { useMemo } from 'react';
import { encode } from 'uqr';

/** One path of every dark module, one unit each, inside a quiet zone of `border` modules. */
function modulesPath(rows: boolean[][], border: number): string {
  const parts: string[] = [];
  rows.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) parts.push(`M${x + border} ${y + border}h1v1h-1z`);
    }),
  );
  return parts.join('');
}

const BORDER = 2;

/** `className` sizes and frames it (the caller's CSS); the SVG scales to it. */
export function QrCodeImage({ content, alt, className }: { content: string; alt: string; className?: string }) {
  const { size, path } = useMemo(() => {
    const qr = encode(content, { border: 0 });
    return { size: qr.size + BORDER * 2, path: modulesPath(qr.data, BORDER) };
  }, [content]);
  return (
    <svg className={className} role="img" aria-label={alt} viewBox={`0 0 ${size} ${size}`} width={220} height={220} shapeRendering="crispEdges">
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
