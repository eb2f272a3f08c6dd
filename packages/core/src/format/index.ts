export { formatDate, formatDateTime } from './formatDate.js';
export type { AmountFormat } from './formatNumber.js';
export { formatAmount, formatCount, formatDecimal } from './formatNumber.js';
export { amountInputText, parseAmountInput } from './parseAmount.js';
