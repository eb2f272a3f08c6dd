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
};
