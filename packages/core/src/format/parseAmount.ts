import { formatScaled, isDecimal, parseDecimal } from '../domain/decimal.js';

interface Marks {
  decimal: string;
  group: string;
}

const marks = new Map<string, Marks>();

/** The locale's decimal mark and grouping separator, as `Intl` writes them. */
function marksOf(locale: string): Marks {
  let m = marks.get(locale);
  if (!m) {
    const parts = new Intl.NumberFormat(locale).formatToParts(1000000.5);
    m = {
      decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
      group: parts.find((p) => p.type === 'group')?.value ?? ',',
    };
    marks.set(locale, m);
  }
  return m;
}

const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What a user typed into an amount field, in the locale's way of writing numbers, as the
 * canonical decimal string the API takes: "12,50" in de -> "12.50", "1.234,5" -> "1234.5",
 * "1 234,5" in fr -> "1234.5". Grouping separators are optional but, when present, only
 * between groups of three. A "." is also read as the decimal mark where it cannot be a
 * grouping separator (fr). Blank gives "". Anything else (letters, a misplaced separator,
 * "12,50" in en) gives null, for the field to say so. Text only: never through a Number.
 */
export function parseAmountInput(text: string, locale: string): string | null {
  const t = text.trim().replace(/^\u2212/, '-');
  if (t === '') return '';
  const { decimal, group } = marksOf(locale);
  const decimals = decimal !== '.' && group !== '.' ? `${literal(decimal)}.` : literal(decimal);
  const g = /\s/.test(group) ? '\\s' : literal(group);
  const shape = new RegExp(`^([+-]?)(\\d{1,3}(?:${g}\\d{3})+|\\d*)(?:[${decimals}](\\d*))?$`, 'u');
  const m = shape.exec(t);
  if (!m) return null;
  const int = (m[2] ?? '').replace(/\D/g, '');
  const frac = m[3] ?? '';
  if (int === '' && frac === '') return null;
  return formatScaled(parseDecimal(`${m[1]}${int || '0'}${frac ? `.${frac}` : ''}`));
}

/**
 * A canonical decimal string as an amount field shows it for editing: the locale's
 * decimal mark, no grouping ("12.50" -> "12,50" in de). Other text comes back as it is.
 */
export function amountInputText(value: string, locale: string): string {
  return isDecimal(value) ? value.trim().replace('.', marksOf(locale).decimal) : value;
}
