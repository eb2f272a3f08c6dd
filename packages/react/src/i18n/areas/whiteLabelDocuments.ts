import { type Area, defineArea } from './areaTexts.js';

const en = {
  'whiteLabelDocuments.title': 'Documents',
  'whiteLabelDocuments.intro':
    'The documents your white label hands its users, and the letterhead images of its statements and reports.',
  'whiteLabelDocuments.loading': 'Loading the documents…',
  'whiteLabelDocuments.empty': 'This white label has no documents.',
  'whiteLabelDocuments.loadFailed':
    'The documents could not be loaded. They need two-factor authentication and the white-label feature.',
  'whiteLabelDocuments.failed': 'The documents could not be saved.',
  'whiteLabelDocuments.save': 'Save documents',
  'whiteLabelDocuments.saved': 'Documents saved.',
  'whiteLabelDocuments.fieldTitle': 'Title',
  'whiteLabelDocuments.fieldContent': 'Text',
  'whiteLabelDocuments.images': 'Images',
  'whiteLabelDocuments.imageHint': 'PNG, JPEG, GIF, WebP or ICO, at most 1 MB.',
  'whiteLabelDocuments.imageRefused':
    'This file was not accepted for {column}: choose a PNG, JPEG, GIF, WebP or ICO image of at most 1 MB.',
  'whiteLabelDocuments.upload': 'Upload {column}',
  'whiteLabelDocuments.uploaded': '{column} uploaded.',
  'whiteLabelDocuments.uploadFailed': 'The image could not be uploaded.',
  'whiteLabelDocuments.current': 'Current {column} of {document}',
  'whiteLabelDocuments.type.terms_and_conditions': 'Terms and conditions',
  'whiteLabelDocuments.type.privacy_policy': 'Privacy policy',
  'whiteLabelDocuments.type.imprint': 'Imprint',
  'whiteLabelDocuments.type.statement': 'Statements and reports',
  'whiteLabelDocuments.column.header': 'Header',
  'whiteLabelDocuments.column.footer': 'Footer',
} as const;

/**
 * Texts of the white-label-documents screen: English here, in the chunk that uses them; the other locales
 * are chunks of their own, downloaded with the locale (`loadLocale`).
 */
export const whiteLabelDocumentsTexts: Area<typeof en> = defineArea(en, {
  de: () => import('./whiteLabelDocuments/de.js').then((m) => m.de),
  es: () => import('./whiteLabelDocuments/es.js').then((m) => m.es),
  fr: () => import('./whiteLabelDocuments/fr.js').then((m) => m.fr),
  ja: () => import('./whiteLabelDocuments/ja.js').then((m) => m.ja),
});
