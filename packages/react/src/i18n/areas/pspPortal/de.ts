import type { AreaLocale } from '../areaTexts.js';
import type { pspPortalTexts } from '../pspPortal.js';

/** The PSP portal screens' texts in German: every English key, by type. */
export const de: AreaLocale<typeof pspPortalTexts> = {
  'pspPortal.title': 'PSP-Portal',
  'pspPortal.notEnabled': 'Das PSP-Portal ist für Ihr Unternehmen nicht freigeschaltet.',
  'pspPortal.signedUp': 'Ihr Unternehmen ist als Händler {merchant} angemeldet.',
  'pspPortal.notSignedUp': 'Ihr Unternehmen ist noch nicht beim PSP-Portal angemeldet.',
  'pspPortal.loadFailed':
    'Das PSP-Portal konnte nicht geladen werden. Bitte versuchen Sie es später erneut.',
  'pspPortal.lookup': 'Zahlung suchen',
  'pspPortal.paymentId': 'Zahlungs-ID',
  'pspPortal.lookUp': 'Suchen',
  'pspPortal.payment': 'Zahlung {id}',
  'pspPortal.type': 'Art',
  'pspPortal.status': 'Status',
  'pspPortal.amount': 'Betrag',
  'pspPortal.reference': 'Verwendungszweck',
  'pspPortal.created': 'Erstellt',
};
