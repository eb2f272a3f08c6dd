/** A handful of banks by country and bank code / BIC, enough for the demo flows. */
const BANKS = [
  {
    country: 'DE',
    code: '37040044',
    swift: 'COBADEFFXXX',
    name: 'Commerzbank',
    city: 'Frankfurt',
    address: 'Kaiserplatz',
  },
  {
    country: 'DE',
    code: '50010517',
    swift: 'INGDDEFFXXX',
    name: 'ING',
    city: 'Frankfurt',
    address: 'Theodor-Heuss-Allee 2',
  },
  {
    country: 'GB',
    code: 'NWBK',
    swift: 'NWBKGB2LXXX',
    name: 'NatWest',
    city: 'London',
    address: '250 Bishopsgate',
  },
  {
    country: 'NL',
    code: 'ABNA',
    swift: 'ABNANL2AXXX',
    name: 'ABN AMRO',
    city: 'Amsterdam',
    address: 'Gustav Mahlerlaan 10',
  },
  {
    country: 'FR',
    code: '30006',
    swift: 'AGRIFRPPXXX',
    name: 'Credit Agricole',
    city: 'Paris',
    address: '12 Place des Etats-Unis',
  },
  {
    country: 'US',
    code: 'CHAS',
    swift: 'CHASUS33XXX',
    name: 'JPMorgan Chase',
    city: 'New York',
    address: '383 Madison Avenue',
  },
];

/** The bank of an IBAN (country and the start of the BBAN), or null. */
export function bankOfIban(iban: string) {
  const country = iban.slice(0, 2);
  const bban = iban.slice(4);
  const bank = BANKS.find((b) => b.country === country && bban.startsWith(b.code));
  return bank ?? null;
}

/** A known bank. */
export type Bank = (typeof BANKS)[number];

/** The bank of a BIC (8 or 11 characters), or null. */
export function bankOfSwift(swift: string): Bank | null {
  return BANKS.find((b) => b.swift === swift) ?? null;
}

/** The bank details the lookups answer; the country alone when the bank is unknown. */
export const bankDetails = (b: Bank | null, country: string | null) => ({
  bank_swift: b?.swift ?? null,
  bank_name: b?.name ?? null,
  bank_address: b?.address ?? null,
  bank_city: b?.city ?? null,
  bank_country: b?.country ?? country,
});
