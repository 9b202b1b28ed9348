/**
 * Generated avatars: designs made in the browser from the seeker's initials (a palette and a pattern),
 * previewed as SVG and uploaded as a square PNG through upload-avatar, so they count towards the same
 * 5 a day (41292). No generation service exists in the spec; see docs/decisions/0014-generated-avatars.md.
 */
export const DESIGNS_PER_SET = 6;
export const GENERATED_SIDE = 512;

/** Background and foreground pairs with at least 4.5:1 contrast for the initials. */
export const PALETTES = [
  { name: 'teal', background: '#0f766e', accent: '#115e59', foreground: '#ffffff' },
  { name: 'indigo', background: '#4338ca', accent: '#3730a3', foreground: '#ffffff' },
  { name: 'crimson', background: '#b91c1c', accent: '#991b1b', foreground: '#ffffff' },
  { name: 'forest', background: '#166534', accent: '#14532d', foreground: '#ffffff' },
  { name: 'plum', background: '#86198f', accent: '#701a75', foreground: '#ffffff' },
  { name: 'slate', background: '#334155', accent: '#1e293b', foreground: '#ffffff' },
  { name: 'amber', background: '#fde68a', accent: '#fcd34d', foreground: '#78350f' },
  { name: 'sky', background: '#bae6fd', accent: '#7dd3fc', foreground: '#0c4a6e' },
] as const;

export const PATTERNS = ['solid', 'diagonal', 'rings', 'split'] as const;

export type AvatarPattern = (typeof PATTERNS)[number];

export interface AvatarDesign {
  initials: string;
  palette: (typeof PALETTES)[number];
  pattern: AvatarPattern;
}

/** Up to two initials from the name, upper-cased; "?" when the name has no letters. */
export function initialsOf(name: string): string {
  const letters = name
    .split(/\s+/)
    .map((part) => Array.from(part.replace(/[^\p{L}\p{N}]/gu, ''))[0])
    .filter((letter): letter is string => Boolean(letter))
    .slice(0, 2);
  return letters.length ? letters.join('').toLocaleUpperCase() : '?';
}

/** The designs of set `set` (0, 1, …): every palette and pattern pairing comes once before any repeats. */
export function designSet(name: string, set: number): AvatarDesign[] {
  const initials = initialsOf(name);
  const total = PALETTES.length * PATTERNS.length;
  return Array.from({ length: DESIGNS_PER_SET }, (_, index) => {
    // Stepping by a number prime to the palette count spreads each set across palettes and patterns.
    const n = (set * DESIGNS_PER_SET + index) % total;
    const palette = PALETTES[(n * 3) % PALETTES.length]!;
    const pattern = PATTERNS[Math.floor(n / PALETTES.length + n) % PATTERNS.length]!;
    return { initials, palette, pattern };
  });
}

interface Shape {
  kind: 'rect' | 'circle' | 'polygon';
  points: readonly number[];
}

/** The pattern's shapes in the accent colour, in a 100 × 100 square. */
export function patternShapes(pattern: AvatarPattern): Shape[] {
  switch (pattern) {
    case 'solid':
      return [];
    case 'diagonal':
      return [{ kind: 'polygon', points: [0, 100, 100, 0, 100, 40, 40, 100] }];
    case 'rings':
      return [
        { kind: 'circle', points: [100, 100, 60] },
        { kind: 'circle', points: [0, 0, 35] },
      ];
    case 'split':
      return [{ kind: 'rect', points: [0, 60, 100, 40] }];
  }
}

/** The design drawn on a square 2D context of `side` pixels. */
export function drawDesign(context: CanvasRenderingContext2D, design: AvatarDesign, side: number): void {
  const scale = side / 100;
  context.fillStyle = design.palette.background;
  context.fillRect(0, 0, side, side);
  context.fillStyle = design.palette.accent;
  for (const shape of patternShapes(design.pattern)) {
    const p = shape.points.map((value) => value * scale);
    context.beginPath();
    if (shape.kind === 'rect') context.rect(p[0]!, p[1]!, p[2]!, p[3]!);
    if (shape.kind === 'circle') context.arc(p[0]!, p[1]!, p[2]!, 0, Math.PI * 2);
    if (shape.kind === 'polygon') {
      context.moveTo(p[0]!, p[1]!);
      for (let i = 2; i < p.length; i += 2) context.lineTo(p[i]!, p[i + 1]!);
      context.closePath();
    }
    context.fill();
  }
  context.fillStyle = design.palette.foreground;
  context.font = `600 ${Math.round(side * 0.4)}px system-ui, sans-serif`;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(design.initials, side / 2, side / 2);
}

/** The design as a square PNG of GENERATED_SIDE pixels. */
export function renderDesign(design: AvatarDesign): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = GENERATED_SIDE;
  canvas.height = GENERATED_SIDE;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('No canvas in this browser'));
  drawDesign(context, design, GENERATED_SIDE);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The avatar could not be drawn'))), 'image/png');
  });
}
