// A QR code drawn as an SVG in the browser (uqr encodes; nothing leaves the page), one path of dark modules.
import { useMemo } from 'react';
import { encode } from 'uqr';

/** The standard's quiet zone: light modules all round, so a dark card behind never reads as part of the code. */
const QUIET_ZONE_MODULES = 4;

export function QrCode({ text, label, size = 200 }: { text: string; label: string; size?: number }) {
  const { path, modules } = useMemo(() => {
    const qr = encode(text, { ecc: 'M', border: QUIET_ZONE_MODULES });
    let d = '';
    qr.data.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) d += `M${x} ${y}h1v1h-1z`;
      }),
    );
    return { path: d, modules: qr.size };
  }, [text]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
    >
      <rect width={modules} height={modules} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
