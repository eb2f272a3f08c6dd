import { DICTIONARIES } from './dictionaryData.js';

/**
 * The dictionaries each external payment service brings (`dictionaries/externals/
 * {service}`; the spec names the call only): what its forms pick from. Keys are the
 * portal services of the `portals` dictionary.
 */
const BY_SERVICE: Record<string, Record<string, unknown>> = {
  free_market: {
    sectors: DICTIONARIES.free_market_sectors,
    payment_purposes: DICTIONARIES.free_market_payment_purposes,
  },
  bcb: { purpose_codes: DICTIONARIES.bcb_purpose_codes },
  currency_cloud: { currencies: DICTIONARIES.fiat_currencies },
};

/** The dictionary of one external service, or null for a service we do not know. */
export function externalDictionary(service: string): Record<string, unknown> | null {
  return Object.hasOwn(BY_SERVICE, service) ? (BY_SERVICE[service] ?? null) : null;
}
