/** A generated avatar design as SVG: the same shapes drawDesign paints on the canvas for the upload. */
import { patternShapes, type AvatarDesign } from './generated-avatar';

export function GeneratedAvatarPreview({ design, size }: { design: AvatarDesign; size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 100 100" aria-hidden="true" focusable="false" className="generated-avatar__image">
      <rect width="100" height="100" fill={design.palette.background} />
      {patternShapes(design.pattern).map((shape, index) => {
        const p = shape.points;
        if (shape.kind === 'rect') return <rect key={index} x={p[0]} y={p[1]} width={p[2]} height={p[3]} fill={design.palette.accent} />;
        if (shape.kind === 'circle') return <circle key={index} cx={p[0]} cy={p[1]} r={p[2]} fill={design.palette.accent} />;
        const points = [];
        for (let i = 0; i < p.length; i += 2) points.push(`${p[i]},${p[i + 1]}`);
        return <polygon key={index} points={points.join(' ')} fill={design.palette.accent} />;
      })}
      <text x="50" y="50" dominantBaseline="central" textAnchor="middle" fontSize="40" fontWeight="600" fontFamily="system-ui, sans-serif" fill={design.palette.foreground}>
        {design.initials}
      </text>
    </svg>
  );
}
