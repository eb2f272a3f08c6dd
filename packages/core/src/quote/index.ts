/** @public the quote lifecycle of the payment forms (docs/core.md) */
export type { Quote, QuoteOptions, QuoteState } from './createQuote.js';
export { createQuote } from './createQuote.js';
/** @public quote rules (PP-5-06, PP-5-10) */
export type { QuotedTotal, QuoteFields, QuoteKind, SentQuote } from './quoteRules.js';
/** @public quote rules: the required fields of a total (PP-5-16) and the moved-rate test */
export { grandTotalReady, totalMoved } from './quoteRules.js';
