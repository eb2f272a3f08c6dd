import { ERROR_CODE } from '../errors/texts.js';

/**
 * Query of `GET manager/transactions/items` (PP-7.4-15): id must be an array, else throws
 * a TypeError whose message is the code `ERROR_CODE.itemsIdArray` (PP-5-24; the spec's
 * English is in the widgets' `en` catalogue). Sent as `id[]=1&id[]=2`.
 */
export function transactionItemsQuery(id: unknown): { 'id[]': string[] } {
  if (!Array.isArray(id)) throw new TypeError(ERROR_CODE.itemsIdArray);
  return { 'id[]': id.map((v) => String(v)) };
}
