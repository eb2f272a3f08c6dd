import type { AreaLocale } from '../areaTexts.js';
import type { pspAccountsTexts } from '../pspAccounts.js';

/** The psp-accounts screen's texts in German: every English key, by type. */
export const de: AreaLocale<typeof pspAccountsTexts> = {
  'pspAccounts.title': 'PSP-Konten',
  'pspAccounts.caption': 'Konten und ihre PSP-Konten',
  'pspAccounts.account': 'Konto',
  'pspAccounts.currency': 'Währung',
  'pspAccounts.iban': 'IBAN',
  'pspAccounts.pspAccounts': 'PSP-Konten',
  'pspAccounts.collection': 'Inkasso',
  'pspAccounts.settlement': 'Abrechnung',
  'pspAccounts.active': 'Aktiv',
  'pspAccounts.revoked': 'Token widerrufen',
  'pspAccounts.revoke': 'Token widerrufen',
  'pspAccounts.revokeOf': '{type}-Token von {account} widerrufen',
  'pspAccounts.open': 'Eröffnen',
  'pspAccounts.typeOf': 'PSP-Kontoart für {account}',
  'pspAccounts.chooseType': 'Art wählen',
  'pspAccounts.none': 'Noch keine',
  'pspAccounts.empty': 'Keine Fiat-Konten, die beim Zahlungsdienstleister eröffnet werden können.',
  'pspAccounts.issued':
    'Das API-Token des {type}-Kontos von {account}. Kopieren Sie es jetzt: Es wird nicht wieder angezeigt.',
  'pspAccounts.revokedDone': 'Das {type}-Token von {account} ist widerrufen.',
  'pspAccounts.loadFailed':
    'Die Konten konnten nicht geladen werden. Bitte versuchen Sie es später erneut.',
};
