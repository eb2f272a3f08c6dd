import { useEffect, useState } from 'react';

/** A QR code's dark modules, as uqr encodes them. */
type Matrix = { data: boolean[][]; size: number };

/** Props of {@link QrCode}. */
export interface QrCodeProps {
  /** The text to encode: a payment link, an authenticator's otpauth:// address. */
  value: string;
  /** What the image says to assistive technology. */
  label: string;
}

/** Pixels per module when no style sizes the code (a host page without the `fp-qr` rule). */
const MODULE_PX = 5;

/**
 * The one QR code of the kit (crypto deposits, product payments, the portal's two-factor
 * set-up), drawn as SVG rectangles: no HTML strings, so Trusted Types and the CSP hold. The
 * encoder (uqr, a few KB) is loaded only when a code is first shown, so screens that never
 * show one do not carry it; nothing shows until it has loaded. Black on white whatever the
 * theme, for scanners. A screen's `.fp-qr` rule sizes it; without one it is 5 px a module.
 */
export function QrCode({ value, label }: QrCodeProps) {
  const [matrix, setMatrix] = useState<Matrix | null>(null);
  useEffect(() => {
    let live = true;
    void import('uqr').then(({ encode }) => {
      if (live) setMatrix(encode(value, { border: 2 }));
    });
    return () => {
      live = false;
    };
  }, [value]);
  if (!matrix) return <span className="fp-skeleton fp-qr" aria-hidden="true" />;
  const { data, size } = matrix;
  return (
    <svg
      className="fp-qr"
      viewBox={`0 0 ${size} ${size}`}
      width={size * MODULE_PX}
      height={size * MODULE_PX}
      role="img"
      aria-label={label}
      part="qr"
    >
      <rect width={size} height={size} fill="#fff" />
      {data.flatMap((row, y) =>
        row.map((dark, x) =>
          // biome-ignore lint/suspicious/noArrayIndexKey: cells are positions, never reordered
          dark ? <rect key={`${x}-${y}`} x={x} y={y} width={1} height={1} fill="#000" /> : null,
        ),
      )}
    </svg>
  );
}
