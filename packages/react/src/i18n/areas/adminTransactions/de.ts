import type { adminTransactionsTexts } from '../adminTransactions.js';
import type { AreaLocale } from '../areaTexts.js';

/** The admin-transactions screen's texts in German: every English key, by type. */
export const de: AreaLocale<typeof adminTransactionsTexts> = {
  'adminTransactions.title': 'Transaktionen',
  'adminTransactions.title.api': 'Administrator-Aktion erforderlich',
  'adminTransactions.col.company': 'Unternehmen',
  'adminTransactions.col.choose': 'Auswahl',
  'adminTransactions.col.action': 'Aktion',
  'adminTransactions.choose': '{name} auswählen',
  'adminTransactions.approve': 'Freigeben',
  'adminTransactions.approveOne': '{name} freigeben',
  'adminTransactions.approveChosen': 'Ausgewählte freigeben ({n})',
  'adminTransactions.choosePage': 'Alle auf dieser Seite auswählen',
  'adminTransactions.clear': 'Auswahl aufheben',
  'adminTransactions.approved': 'Freigegebene Zahlungen: {n}.',
  'adminTransactions.refused': 'Nicht gesendet, das Unternehmen ist kein Root-Knoten: {ids}.',
  'adminTransactions.failed': 'Die Freigabe ist fehlgeschlagen. Bitte erneut versuchen.',
  'adminTransactions.notRoot': 'Kein Root-Knoten',
  'adminTransactions.decline': 'Ablehnen',
  'adminTransactions.declineOne': '{name} ablehnen',
  'adminTransactions.declineChosen': 'Ausgewählte ablehnen ({n})',
  'adminTransactions.declined': 'Abgelehnte Zahlungen: {n}.',
  'adminTransactions.declineFailed': 'Die Ablehnung ist fehlgeschlagen. Bitte erneut versuchen.',
  'adminTransactions.approveTitle': 'API-Zahlungen freigeben',
  'adminTransactions.approveText': 'Freigegebene Zahlungen werden zur Ausführung weitergeleitet.',
  'adminTransactions.confirmApprove': 'Zahlungen freigeben',
  'adminTransactions.declineTitle': 'API-Zahlungen ablehnen',
  'adminTransactions.declineText':
    'Abgelehnte Zahlungen werden verweigert und ihr Geld geht auf das Konto zurück. Der Grund wird im Verlauf jeder Zahlung vermerkt.',
  'adminTransactions.confirmDecline': 'Zahlungen ablehnen',
  'adminTransactions.summary': 'Zahlungen: {n}. Summe: {total}.',
  'adminTransactions.reason': 'Grund',
  'adminTransactions.reasonRequired': 'Geben Sie den Grund für die Ablehnung ein.',
  'adminTransactions.reasonTooLong': 'Der Grund darf höchstens {max} Zeichen lang sein.',
};
