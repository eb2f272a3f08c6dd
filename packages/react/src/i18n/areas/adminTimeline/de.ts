import type { adminTimelineTexts } from '../adminTimeline.js';
import type { AreaLocale } from '../areaTexts.js';

/** The admin-timeline screen's texts in German: every English key, by type. */
export const de: AreaLocale<typeof adminTimelineTexts> = {
  'adminTimeline.title': 'Verlauf',
  'adminTimeline.created': 'Erstellt',
  'adminTimeline.details': 'Details',
  'adminTimeline.loading': 'Wird geladen…',
  'adminTimeline.notFound': 'Diesen Eintrag gibt es nicht.',
  'adminTimeline.failed': 'Der Verlauf konnte nicht geladen werden.',
  'adminTimeline.retry': 'Erneut versuchen',
  'adminTimeline.events': 'Ereignisse, neueste zuerst',
  'adminTimeline.empty': 'Bisher ist nichts geschehen.',
  'adminTimeline.system': 'System',
  'adminTimeline.by': 'von',
  'adminTimeline.kind.note': 'Notiz',
  'adminTimeline.kind.created': 'Erstellt',
  'adminTimeline.kind.sign_in': 'Anmeldung',
  'adminTimeline.kind.integrity_check': 'Integritätsprüfung',
  'adminTimeline.kind.api': 'Admin-Aktion erforderlich',
  'adminTimeline.kind.settled': 'Abgeschlossen',
  'adminTimeline.kind.progress': 'In Bearbeitung',
  'adminTimeline.kind.denied': 'Abgelehnt',
  'adminTimeline.entityOf': 'Verlauf von',
  'adminTimeline.addNote': 'Notiz hinzufügen',
  'adminTimeline.noteLabel': 'Notiz',
  'adminTimeline.noteHint': 'Bis zu 1000 Zeichen. Notizen sehen nur Administratoren.',
  'adminTimeline.save': 'Notiz speichern',
  'adminTimeline.saved': 'Notiz hinzugefügt.',
  'adminTimeline.required': 'Bitte zuerst die Notiz schreiben.',
  'adminTimeline.tooLong': 'Die Notiz darf höchstens 1000 Zeichen lang sein.',
  'adminTimeline.saveFailed':
    'Die Notiz konnte nicht hinzugefügt werden. Ihr Text bleibt erhalten; versuchen Sie es erneut.',
};
