import type { adminCreditTexts } from '../adminCredit.js';
import type { AreaLocale } from '../areaTexts.js';

/** The admin-credit screen's texts in German: every English key, by type. */
export const de: AreaLocale<typeof adminCreditTexts> = {
  'adminCredit.title': 'Aufladung',
  'adminCredit.account': 'Konto',
  'adminCredit.accountOption': '{company}: {name} ({available} {currency})',
  'adminCredit.company': 'Unternehmen',
  'adminCredit.amount': 'Betrag',
  'adminCredit.note': 'Notiz',
  'adminCredit.submit': 'Aufladen',
  'adminCredit.confirmTitle': 'Aufladung bestätigen',
  'adminCredit.confirmText': 'Dies schreibt dem Konto sofort gut. Prüfen Sie Betrag und Konto.',
  'adminCredit.confirm': 'Konto gutschreiben',
  'adminCredit.done': '{amount} auf {name} gutgeschrieben. Verfügbarer Saldo jetzt: {balance}.',
  'adminCredit.noAccounts': 'Es gibt keine Unternehmenskonten zum Aufladen.',
};
