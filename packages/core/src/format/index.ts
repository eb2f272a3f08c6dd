export { formatDateTime } from './formatDate.js';
export { formatAmount, formatDecimal } from './formatNumber.js';
export { parseAmountInput } from './parseAmount.js';
