import { type Area, defineArea } from './areaTexts.js';

const en = {
  'whiteLabel.title': 'White label',
  'whiteLabel.name': 'Name',
  'whiteLabel.primary': 'Primary colour',
  'whiteLabel.secondary': 'Secondary colour',
  'whiteLabel.supportEmail': 'Support e-mail',
  'whiteLabel.save': 'Save',
  'whiteLabel.saved': 'Saved. The portal shows the new theme on its next load.',
  'whiteLabel.preview': 'Preview',
  'whiteLabel.previewButton': 'Primary action',
  'whiteLabel.previewSecondary': 'Secondary',
  'whiteLabel.images': 'Images',
  'whiteLabel.column.logo': 'Logo',
  'whiteLabel.column.dark_logo': 'Dark logo',
  'whiteLabel.column.favicon': 'Favicon',
  'whiteLabel.column.background': 'Background',
  'whiteLabel.upload': 'Upload {column}',
  'whiteLabel.uploaded': '{column} uploaded.',
  'whiteLabel.imageHint': 'PNG, JPEG, GIF, WebP or ICO, at most 1 MB.',
  'whiteLabel.imageRefused':
    'This file was not accepted for {column}: choose a PNG, JPEG, GIF, WebP or ICO image of at most 1 MB.',
  'whiteLabel.loadFailed':
    'The white label could not be loaded. It needs two-factor authentication and the white-label feature.',
  'whiteLabel.failed': 'The white label could not be saved.',
  'whiteLabel.current': 'Current {column}',
  'whiteLabel.owners': 'White-label owners',
  'whiteLabel.ownersNone': 'This white label falls under no other white label.',
  'whiteLabel.ownersFailed': 'The owners could not be loaded.',
  'whiteLabel.affects':
    'Saving re-brands the whole {name} portal for everyone who uses it, the sign-in page included, from their next visit.',
  'whiteLabel.confirmTitle': 'Re-brand the whole portal?',
  'whiteLabel.confirmChanges': 'This save changes: {fields}.',
  'whiteLabel.confirmAffects':
    'Every user of the {name} portal sees the change on their next visit: on the sign-in page and on every page after it.',
  'whiteLabel.confirmYes': 'Save and re-brand',
  'whiteLabel.cancel': 'Cancel',
  'whiteLabel.remove': 'Remove {column}',
  'whiteLabel.removeTitle': 'Remove this image ({column})?',
  'whiteLabel.removeQuestion':
    'The sign-in page and every page of the portal show the default image again, for every user, from their next visit.',
  'whiteLabel.removeYes': 'Remove',
  'whiteLabel.removed': '{column} removed.',
  'whiteLabel.removeFailed': 'The image could not be removed. Try again.',
} as const;

/**
 * Texts of the white-label screen: English here, in the chunk that uses them; the other locales
 * are chunks of their own, downloaded with the locale (`loadLocale`).
 */
export const whiteLabelTexts: Area<typeof en> = defineArea(en, {
  de: () => import('./whiteLabel/de.js').then((m) => m.de),
  es: () => import('./whiteLabel/es.js').then((m) => m.es),
  fr: () => import('./whiteLabel/fr.js').then((m) => m.fr),
  ja: () => import('./whiteLabel/ja.js').then((m) => m.ja),
});
