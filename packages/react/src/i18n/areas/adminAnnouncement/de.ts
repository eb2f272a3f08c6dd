import type { adminAnnouncementTexts } from '../adminAnnouncement.js';
import type { AreaLocale } from '../areaTexts.js';

/** The admin-announcement screen's texts in German: every English key, by type. */
export const de: AreaLocale<typeof adminAnnouncementTexts> = {
  'adminAnnouncement.title': 'Ankündigung',
  'adminAnnouncement.createTitle': 'Neue Ankündigung',
  'adminAnnouncement.editTitle': 'Ankündigung bearbeiten',
  'adminAnnouncement.fieldTitle': 'Titel',
  'adminAnnouncement.message': 'Nachricht',
  'adminAnnouncement.published': 'Veröffentlicht: Manager sehen sie auf ihrem Dashboard',
  'adminAnnouncement.markupHint':
    '<b>, <i>, <u> und <br> erscheinen als fett, kursiv, unterstrichen und Zeilenumbruch; anderes Markup erscheint als Text.',
  'adminAnnouncement.create': 'Ankündigung erstellen',
  'adminAnnouncement.save': 'Änderungen speichern',
  'adminAnnouncement.cancel': 'Abbrechen',
  'adminAnnouncement.edit': 'Bearbeiten',
  'adminAnnouncement.delete': 'Löschen',
  'adminAnnouncement.back': 'Alle Ankündigungen',
  'adminAnnouncement.deleteTitle': 'Ankündigung löschen',
  'adminAnnouncement.deleteConfirm':
    'Sie sind dabei, diese Ankündigung zu löschen. Sind Sie sicher?',
  'adminAnnouncement.yes': 'Ja',
  'adminAnnouncement.no': 'Nein',
  'adminAnnouncement.deleted': 'Die Ankündigung wurde gelöscht.',
  'adminAnnouncement.deleteFailed': 'Die Ankündigung konnte nicht gelöscht werden.',
  'adminAnnouncement.created': 'Ankündigung erstellt.',
  'adminAnnouncement.saved': 'Ankündigung gespeichert.',
  'adminAnnouncement.status': 'Status',
  'adminAnnouncement.statusPublished': 'Veröffentlicht',
  'adminAnnouncement.statusDraft': 'Entwurf (Manager sehen ihn nicht)',
  'adminAnnouncement.createdAt': 'Erstellt',
  'adminAnnouncement.notFound': 'Diese Ankündigung gibt es nicht (mehr).',
  'adminAnnouncement.loadFailed': 'Die Ankündigung konnte nicht geladen werden.',
  'adminAnnouncement.failed':
    'Die Ankündigung konnte nicht gespeichert werden. Bitte erneut versuchen.',
  'adminAnnouncement.invalid': 'Prüfen Sie die markierten Felder.',
  'adminAnnouncement.titleRequired': 'Der Titel ist erforderlich.',
  'adminAnnouncement.messageRequired': 'Die Nachricht ist erforderlich.',
  'adminAnnouncement.titleTooLong': 'Der Titel darf höchstens {max} Zeichen lang sein.',
  'adminAnnouncement.messageTooLong': 'Die Nachricht darf höchstens {max} Zeichen lang sein.',
  'adminAnnouncement.forbidden': 'Nur Administratoren verwalten Ankündigungen.',
};
