/** A real QR code of `content`, drawn by uqr as SVG and shown as an image: no markup is injected into the page. */
import { useMemo } from 'react';
import { renderSVG } from 'uqr';

export function QrCodeImage({ content, alt }: { content: string; alt: string }) {
  const src = useMemo(() => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(content, { border: 2 }))}`, [content]);
  return <img className="sign-in-options__qr" src={src} alt={alt} width={220} height={220} />;
}
