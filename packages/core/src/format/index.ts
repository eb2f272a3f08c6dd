export { formatDateTime } from './formatDate.js';
export type { AmountFormat } from './formatNumber.js';
export { formatAmount, formatDecimal } from './formatNumber.js';
export { parseAmountInput } from './parseAmount.js';
