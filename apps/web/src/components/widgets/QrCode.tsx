import { useMemo } from 'preact/hooks';
import { qrPath } from '../../lib/qr-path';

/** Modules of light border every QR reader expects around the code. */
const QUIET = 4;

/** A QR code drawn in the page as SVG (see lib/qr-path.ts for why not an image). */
export function QrCode({ text, label, pixels = 220 }: { text: string; label: string; pixels?: number }) {
  const { size, path } = useMemo(() => qrPath(text), [text]);
  const box = size + QUIET * 2;
  return (
    <svg
      class="qr-code"
      role="img"
      aria-label={label}
      width={pixels}
      height={pixels}
      viewBox={`${-QUIET} ${-QUIET} ${box} ${box}`}
      shape-rendering="crispEdges"
    >
      <rect x={-QUIET} y={-QUIET} width={box} height={box} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
