import type { adminTimelineTexts } from '../adminTimeline.js';
import type { AreaLocale } from '../areaTexts.js';

/** The admin-timeline screen's texts in French: every English key, by type. */
export const fr: AreaLocale<typeof adminTimelineTexts> = {
  'adminTimeline.title': 'Chronologie',
  'adminTimeline.created': 'Créé',
  'adminTimeline.details': 'Détails',
  'adminTimeline.loading': 'Chargement…',
  'adminTimeline.notFound': 'Cette entité n’existe pas.',
  'adminTimeline.failed': 'La chronologie n’a pas pu être chargée.',
  'adminTimeline.retry': 'Réessayer',
  'adminTimeline.events': 'Événements, les plus récents d’abord',
  'adminTimeline.empty': 'Rien ne s’est encore passé.',
  'adminTimeline.system': 'Système',
  'adminTimeline.by': 'par',
  'adminTimeline.kind.note': 'Note',
  'adminTimeline.kind.created': 'Créé',
  'adminTimeline.kind.sign_in': 'Connexion',
  'adminTimeline.kind.integrity_check': 'Contrôle d’intégrité',
  'adminTimeline.kind.api': 'Action de l’administrateur requise',
  'adminTimeline.kind.settled': 'Réglée',
  'adminTimeline.kind.progress': 'En cours',
  'adminTimeline.kind.denied': 'Refusée',
  'adminTimeline.entityOf': 'Chronologie de',
  'adminTimeline.addNote': 'Ajouter une note',
  'adminTimeline.noteLabel': 'Note',
  'adminTimeline.noteHint': 'Jusqu’à 1000 caractères. Seuls les administrateurs voient les notes.',
  'adminTimeline.save': 'Ajouter la note',
  'adminTimeline.saved': 'Note ajoutée.',
  'adminTimeline.required': 'Écrivez d’abord la note.',
  'adminTimeline.tooLong': 'La note ne peut pas dépasser 1000 caractères.',
  'adminTimeline.saveFailed':
    'La note n’a pas pu être ajoutée. Votre texte est conservé ; réessayez.',
};
