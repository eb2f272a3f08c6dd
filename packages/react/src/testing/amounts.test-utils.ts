/**
 * An exact API amount as the screens write it in English, built without Intl so a test
 * checks the format module rather than repeating it: the integer part grouped by threes
 * with ",", the decimals untouched, the code after a no-break space.
 */
export function enAmount(amount: string, currency?: string): string {
  const grouped = amount.replace(/^-?\d+/, (int) => int.replace(/\B(?=(\d{3})+$)/g, ','));
  return currency ? `${grouped}\u00a0${currency}` : grouped;
}
