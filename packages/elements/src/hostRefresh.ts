import { type FlexportalClient, moneyMoved } from '@flexportal/core';
import { REFRESH_EVENT } from './frame/protocol.js';

export { REFRESH_EVENT };

/**
 * A host's refresh: `document.dispatchEvent(new Event('flexportal-refresh'))` makes every
 * screen of `client` on the page read its balances and lists again (core's `moneyMoved`),
 * as a payment made in one of them does. The script-tag runtime listens with its one
 * client; framed elements pass it on to their frames. Returns the unsubscribe.
 */
export function listenForRefresh(client: FlexportalClient, doc: Document): () => void {
  const refresh = () => moneyMoved(client.cache);
  doc.addEventListener(REFRESH_EVENT, refresh);
  return () => doc.removeEventListener(REFRESH_EVENT, refresh);
}
