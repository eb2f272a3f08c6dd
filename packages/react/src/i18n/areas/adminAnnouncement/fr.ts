import type { adminAnnouncementTexts } from '../adminAnnouncement.js';
import type { AreaLocale } from '../areaTexts.js';

/** The admin-announcement screen's texts in French: every English key, by type. */
export const fr: AreaLocale<typeof adminAnnouncementTexts> = {
  'adminAnnouncement.title': 'Annonce',
  'adminAnnouncement.createTitle': 'Nouvelle annonce',
  'adminAnnouncement.editTitle': 'Modifier l’annonce',
  'adminAnnouncement.fieldTitle': 'Titre',
  'adminAnnouncement.message': 'Message',
  'adminAnnouncement.published': 'Publiée : les gestionnaires la voient sur leur tableau de bord',
  'adminAnnouncement.markupHint':
    '<b>, <i>, <u> et <br> s’affichent en gras, italique, souligné et retour à la ligne ; tout autre balisage s’affiche comme du texte.',
  'adminAnnouncement.create': 'Créer l’annonce',
  'adminAnnouncement.save': 'Enregistrer',
  'adminAnnouncement.cancel': 'Annuler',
  'adminAnnouncement.edit': 'Modifier',
  'adminAnnouncement.delete': 'Supprimer',
  'adminAnnouncement.back': 'Toutes les annonces',
  'adminAnnouncement.deleteTitle': 'Supprimer l’annonce',
  'adminAnnouncement.deleteConfirm':
    'Vous êtes sur le point de supprimer cette annonce. Êtes-vous sûr ?',
  'adminAnnouncement.yes': 'Oui',
  'adminAnnouncement.no': 'Non',
  'adminAnnouncement.deleted': 'L’annonce a été supprimée.',
  'adminAnnouncement.deleteFailed': 'L’annonce n’a pas pu être supprimée.',
  'adminAnnouncement.created': 'Annonce créée.',
  'adminAnnouncement.saved': 'Annonce enregistrée.',
  'adminAnnouncement.status': 'Statut',
  'adminAnnouncement.statusPublished': 'Publiée',
  'adminAnnouncement.statusDraft': 'Brouillon (les gestionnaires ne le voient pas)',
  'adminAnnouncement.createdAt': 'Créée',
  'adminAnnouncement.notFound': 'Cette annonce n’existe pas (plus).',
  'adminAnnouncement.loadFailed': 'L’annonce n’a pas pu être chargée.',
  'adminAnnouncement.failed': 'L’annonce n’a pas pu être enregistrée. Veuillez réessayer.',
  'adminAnnouncement.invalid': 'Vérifiez les champs signalés.',
  'adminAnnouncement.titleRequired': 'Le titre est obligatoire.',
  'adminAnnouncement.messageRequired': 'Le message est obligatoire.',
  'adminAnnouncement.titleTooLong': 'Le titre ne peut pas dépasser {max} caractères.',
  'adminAnnouncement.messageTooLong': 'Le message ne peut pas dépasser {max} caractères.',
  'adminAnnouncement.forbidden': 'Seuls les administrateurs gèrent les annonces.',
};
