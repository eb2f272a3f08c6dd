/**
 * IBAN shape (PP-5-09): two letters, two digits, four alphanumerics, seven digits, then up
 * to 16 optional alphanumerics. A shape check only: no checksum, as the spec states.
 */
export const IBAN_PATTERN = /^[A-Za-z]{2}\d{2}[A-Za-z0-9]{4}\d{7}[A-Za-z0-9]{0,16}$/;

/** Removes every space from an IBAN as typed (PP-4.5-01). */
export function normalizeIban(value: string): string {
  return value.replace(/\s+/g, '');
}

/** True when the value, spaces removed, has the IBAN shape (PP-5-09). */
export function isIbanShaped(value: string | null | undefined): boolean {
  return typeof value === 'string' && IBAN_PATTERN.test(normalizeIban(value));
}
