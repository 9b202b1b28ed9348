/**
 * The square crop of an avatar, drawn on a canvas in the browser: the region follows a zoom (1 = the
 * largest square that fits) and a position on each axis (0–100 %), and the upload is that region as a
 * PNG of at most OUTPUT_MAX pixels a side.
 */
// Local on purpose: the zoom never leaves the browser, and uploadAvatar takes an image file, whose pixels no
// contract bound describes.
export const ZOOM_MAX = 3;
export const OUTPUT_MAX = 512;

export interface CropChoice {
  zoom: number;
  /** 0 = the left (top) edge, 100 = the right (bottom) edge. */
  x: number;
  y: number;
}

export interface CropRegion {
  sx: number;
  sy: number;
  size: number;
}

export interface DecodedImage {
  source: CanvasImageSource;
  width: number;
  height: number;
}

export const INITIAL_CROP: CropChoice = { zoom: 1, x: 50, y: 50 };

export function cropRegion(width: number, height: number, { zoom, x, y }: CropChoice): CropRegion {
  const size = Math.min(width, height) / Math.min(Math.max(zoom, 1), ZOOM_MAX);
  return { sx: ((width - size) * x) / 100, sy: ((height - size) * y) / 100, size };
}

/** The image's pixels; rejects when the browser cannot read it. */
export async function decodeImage(file: Blob): Promise<DecodedImage> {
  const bitmap = await createImageBitmap(file);
  return { source: bitmap, width: bitmap.width, height: bitmap.height };
}

/** Draws the region of `image` on `canvas`, scaled to the canvas's own size. */
export function drawRegion(canvas: HTMLCanvasElement, image: DecodedImage, region: CropRegion): void {
  const context = canvas.getContext('2d');
  if (!context) return;
  context.clearRect(0, 0, canvas.width, canvas.height);
  context.drawImage(image.source, region.sx, region.sy, region.size, region.size, 0, 0, canvas.width, canvas.height);
}

/** The region as a square PNG. */
export function renderSquare(image: DecodedImage, region: CropRegion): Promise<Blob> {
  const canvas = document.createElement('canvas');
  const side = Math.max(1, Math.min(OUTPUT_MAX, Math.round(region.size)));
  canvas.width = side;
  canvas.height = side;
  drawRegion(canvas, image, region);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The crop could not be drawn'))), 'image/png');
  });
}
