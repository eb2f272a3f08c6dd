import { encode } from 'uqr';

/** A QR code drawn as SVG rectangles: no HTML strings, so Trusted Types and the CSP hold. */
export function QrCode({ value, label }: { value: string; label: string }) {
  const { data, size } = encode(value, { border: 2 });
  const cells: Array<{ x: number; y: number }> = [];
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) cells.push({ x, y });
    });
  });
  return (
    <svg
      viewBox={`0 0 ${size} ${size}`}
      width={size * 5}
      height={size * 5}
      role="img"
      aria-label={label}
    >
      <rect width={size} height={size} fill="#fff" />
      {cells.map(({ x, y }) => (
        <rect key={`${x}-${y}`} x={x} y={y} width={1} height={1} fill="#000" />
      ))}
    </svg>
  );
}
