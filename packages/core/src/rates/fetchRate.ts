import type { FlexportalClient } from '../client.js';
import type { Rate } from '../contract/rates.js';

/**
 * Fetches the public rate of one sell/buy pair (`GET rates/{sell}/{buy}`).
 * The answer is typed by the contract but not parsed with zod here: the contract's zod
 * costs ~25 KB gz in a partner's page, and the client stays tolerant of a server that
 * adds fields (docs/decisions.md).
 */
export async function fetchRate(
  client: Pick<FlexportalClient, 'http'>,
  sell: string,
  buy: string,
  signal?: AbortSignal,
): Promise<Rate> {
  const path = `rates/${encodeURIComponent(sell)}/${encodeURIComponent(buy)}`;
  return client.http.data<Rate>(path, signal ? { signal } : {});
}

/**
 * The rate a signed-in screen is quoted (`GET exchange/rates-by-currency/{sell}/{buy}`): the
 * rate the server posts exchanges at, which moves over time; the public rate otherwise.
 */
export async function fetchQuotedRate(
  client: Pick<FlexportalClient, 'http'>,
  signedIn: boolean,
  sell: string,
  buy: string,
  signal?: AbortSignal,
): Promise<Rate> {
  if (!signedIn) return fetchRate(client, sell, buy, signal);
  const path = `exchange/rates-by-currency/${encodeURIComponent(sell)}/${encodeURIComponent(buy)}`;
  return client.http.data<Rate>(path, signal ? { signal } : {});
}
