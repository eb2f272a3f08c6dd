import { displayAmount } from '../domain/amount.js';
import { formatScaled, isDecimal, parseDecimal } from '../domain/decimal.js';

// Building an Intl formatter is slow next to using one, and a list formats every cell: one
// per locale and decimals. A pure memo, nothing a second client could observe or change.
const formats: Record<string, Intl.NumberFormat> = {};

/**
 * A decimal string in a locale's digits, grouping and decimal mark, keeping exactly its
 * value and its number of decimals ("1525191.25" -> "1.525.191,25" in de). The string goes
 * to `Intl.NumberFormat` as a string, which formats it exactly (ECMA-402 since 2023; V8
 * 10.6, Node 20), never through a float. A count may come as a number (12345 -> "12 345" in
 * fr). A value that is not a decimal comes back as it is.
 */
export function formatDecimal(value: string | number, locale: string): string {
  const text = String(value);
  if (!isDecimal(text)) return text;
  const scaled = parseDecimal(text);
  const d = scaled.scale;
  const key = `${locale}|${d}`;
  formats[key] ??= new Intl.NumberFormat(locale, {
    minimumFractionDigits: d,
    maximumFractionDigits: d,
  });
  return (formats[key] as Intl.NumberFormat).format(
    formatScaled(scaled) as Intl.StringNumericLiteral,
  );
}

/** Options of {@link formatAmount}. */
interface AmountFormat {
  /** The account's or currency's decimals (PP-5-20 limits the display by it). */
  subUnit?: number | null | undefined;
  /** Currency code shown after the number ("EUR", "USDT"). */
  currency?: string | null | undefined;
}

/**
 * An amount as every screen shows it: PP-5-20's decimals ({@link displayAmount}: at most 8,
 * limited by `sub_unit`, rounded exactly), in the locale's format, followed by the currency
 * code after a no-break space ("1.525.191,25 EUR"); a missing amount shows as a dash, never
 * a guessed 0. The code follows the number in every locale, as in the catalogues' texts,
 * so crypto codes that Intl does not know (USDT) read the same way as EUR.
 */
export function formatAmount(
  amount: string | null | undefined,
  locale: string,
  { subUnit, currency }: AmountFormat = {},
): string {
  if (amount === null || amount === undefined || amount === '') return '–';
  const number = formatDecimal(displayAmount(amount, subUnit), locale);
  return currency ? `${number}\u00a0${currency}` : number;
}
