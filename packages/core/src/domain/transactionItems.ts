/** The message of a non-array id in the items lookup (PP-5-24). */
export const ITEMS_ID_ARRAY_MESSAGE = "Invalid request format. 'id' must be an array.";

/**
 * Query of `GET manager/transactions/items` (PP-7.4-15): id must be an array, else
 * throws {@link ITEMS_ID_ARRAY_MESSAGE} (PP-5-24). Sent as `id[]=1&id[]=2`.
 */
export function transactionItemsQuery(id: unknown): { 'id[]': string[] } {
  if (!Array.isArray(id)) throw new TypeError(ITEMS_ID_ARRAY_MESSAGE);
  return { 'id[]': id.map((v) => String(v)) };
}
