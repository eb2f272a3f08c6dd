import type { adminTimelinesTexts } from '../adminTimelines.js';
import type { AreaLocale } from '../areaTexts.js';

/** The admin-timelines screen's texts in German: every English key, by type. */
export const de: AreaLocale<typeof adminTimelinesTexts> = {
  'adminTimelines.title': 'Verläufe',
  'adminTimelines.class.transactions': 'Transaktionen',
  'adminTimelines.class.users': 'Benutzer',
  'adminTimelines.class.companies': 'Unternehmen',
  'adminTimelines.class.bank-accounts': 'Bankkonten',
  'adminTimelines.col.id': 'ID',
  'adminTimelines.col.name': 'Name',
  'adminTimelines.col.created': 'Erstellt',
  'adminTimelines.empty': 'Keine Einträge in dieser Klasse.',
  'adminTimelines.unknownClass': 'Für diese Art von Eintrag gibt es keinen Verlauf.',
};
