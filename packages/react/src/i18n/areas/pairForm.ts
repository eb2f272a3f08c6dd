import { type Area, defineArea } from './areaTexts.js';

// `pair.*`: the form shared by transfer, exchange and convert (money between own accounts).
const en = {
  'pair.from': 'From account',
  'pair.to': 'To account',
  'pair.amount': 'Amount',
  'pair.received': 'Amount received',
  'pair.accountOption': '{name}: {available} {currency} available',
  'pair.noPartner': '{name}: no account can receive from it',
  'pair.noTarget': 'No account can receive from this one.',
  'pair.noAccounts': 'There is no account to move money from.',
  'pair.submitTransfer': 'Transfer',
  'pair.submitExchange': 'Exchange',
  'pair.submitConvert': 'Convert',
  'pair.created': 'Transaction {name} created ({status}).',
  'pair.view': 'View transaction',
} as const;

/** Texts of the transfer, exchange and convert form. */
export const pairFormTexts: Area<typeof en> = defineArea(en, {
  de: () => import('./pairForm/de.js').then((m) => m.de),
  es: () => import('./pairForm/es.js').then((m) => m.es),
  fr: () => import('./pairForm/fr.js').then((m) => m.fr),
  ja: () => import('./pairForm/ja.js').then((m) => m.ja),
});
