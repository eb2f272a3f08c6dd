import { z } from './zod.js';

/** A currency entry of the currencies dictionaries: value, is_enabled. */
const DictionaryCurrency = z.looseObject({ value: z.string(), is_enabled: z.boolean() });

/** An id and a name: the entries of several dictionaries (sectors, industries, purposes). */
export const NamedEntry = z.looseObject({ id: z.number(), name: z.string() });
export type NamedEntry = z.infer<typeof NamedEntry>;

/** A code and a name: countries, BCB purpose codes. */
const CodedEntry = z.looseObject({ code: z.string(), name: z.string() });

/** A free-market sector with its industries. */
const Sector = NamedEntry.extend({ industries: z.array(NamedEntry).optional() });

/**
 * The dictionary files a client reads (AC-3 Dictionaries, AC-7mgr-37), by name: each file's
 * content once its `data` envelope is taken off. The sandbox serves them typed by this map.
 */
export const DictionaryFiles = z.object({
  countries: z.array(CodedEntry),
  fiat_currencies: z.array(DictionaryCurrency),
  crypto_currencies: z.array(DictionaryCurrency),
  crypto_networks: z.record(z.string(), z.array(z.string())),
  company_features: z.array(z.string()),
  free_market_sectors: z.array(Sector),
  free_market_payment_purposes: z.record(z.string(), z.array(NamedEntry)),
  bcb_purpose_codes: z.array(CodedEntry),
  user_roles: z.array(z.string()),
  portals: z.array(z.string()),
  payment_services: z.array(z.string()),
  /** AC-3-34, AC-4-01: the statuses a company's payment service may have. */
  payment_service_statuses: z.array(z.string()),
  legal_types: z.array(z.string()),
});
export type DictionaryFiles = z.infer<typeof DictionaryFiles>;
/** Names of the dictionaries a client reads. */
export type DictionaryName = keyof DictionaryFiles;
