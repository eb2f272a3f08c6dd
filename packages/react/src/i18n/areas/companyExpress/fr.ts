import type { AreaLocale } from '../areaTexts.js';
import type { companyExpressTexts } from '../companyExpress.js';

/** The express data entry modal's texts in French: every English key, by type. */
export const fr: AreaLocale<typeof companyExpressTexts> = {
  'companyExpress.title': 'Données de l’entreprise',
  'companyExpress.name': 'Nom de l’entreprise',
  'companyExpress.legalType': 'Forme juridique',
  'companyExpress.legal.company': 'Entreprise',
  'companyExpress.legal.individual': 'Particulier',
  'companyExpress.save': 'Enregistrer',
  'companyExpress.nameRefused': 'Saisissez le nom de l’entreprise, 200 caractères au plus.',
  'companyExpress.legalTypeRefused': 'Choisissez entreprise ou particulier.',
  'companyExpress.failed':
    'Les données de l’entreprise n’ont pas pu être enregistrées. Veuillez réessayer.',
  'companyExpress.loadFailed': 'Cette entreprise n’a pas pu être chargée.',
};
