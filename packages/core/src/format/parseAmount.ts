import { formatScaled, parseDecimal } from '../domain/decimal.js';
import { formatDecimal } from './formatNumber.js';

/**
 * What a user typed into an amount field, in the locale's way of writing numbers, as the
 * canonical decimal string the API takes: "12,50" in de -> "12.50", "1.234,5" -> "1234.5",
 * "1 234,5" in fr -> "1234.5". Grouping separators (or spaces) are optional but, when
 * present, only between groups of three. Blank gives "". Anything else (letters, a
 * misplaced separator, "12,50" in en, "12.50" in de or fr) gives null, for the field to
 * say so. Text only: never through a Number.
 */
export function parseAmountInput(text: string, locale: string): string | null {
  const t = text.trim();
  if (t === '') return '';
  // The locale's marks as Intl writes them: "1,000,000.5", "1.000.000,5", "1 000 000,5".
  const sample = formatDecimal('1000000.5', locale);
  const group = sample[1] ?? ',';
  const decimal = sample[sample.length - 2] ?? '.';
  // Marks are punctuation or spaces: escaped with a backslash they match themselves.
  const m = new RegExp(
    `^(-?)(\\d{1,3}(?:[\\${group}\\s]\\d{3})+|\\d*)(?:\\${decimal}(\\d*))?$`,
  ).exec(t);
  if (!m || (m[2] === '' && !m[3])) return null;
  return formatScaled(parseDecimal(`${m[1]}${m[2]?.replace(/\D/g, '') || '0'}.${m[3] ?? ''}`));
}
