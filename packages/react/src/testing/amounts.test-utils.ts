/**
 * An exact API amount as the screens write it in English, built without Intl so a test
 * checks the format module rather than repeating it: the integer part grouped by threes
 * with ",", the decimals without padding zeros past the second ("49.900000" -> "49.90",
 * PP-5-20 and issue 38), the code after a no-break space.
 */
export function enAmount(amount: string, currency?: string): string {
  const unpadded = amount.replace(/(\.\d\d\d*?)0+$/, '$1');
  const grouped = unpadded.replace(/^-?\d+/, (int) => int.replace(/\B(?=(\d{3})+$)/g, ','));
  return currency ? `${grouped}\u00a0${currency}` : grouped;
}
