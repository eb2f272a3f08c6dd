import type { AreaLocale } from '../areaTexts.js';
import type { whiteLabelDocumentsTexts } from '../whiteLabelDocuments.js';

/** The white-label-documents screen's texts in German: every English key, by type. */
export const de: AreaLocale<typeof whiteLabelDocumentsTexts> = {
  'whiteLabelDocuments.title': 'Dokumente',
  'whiteLabelDocuments.intro':
    'Die Dokumente, die Ihr White Label seinen Nutzern gibt, und die Briefkopfbilder seiner Auszüge und Berichte.',
  'whiteLabelDocuments.loading': 'Dokumente werden geladen…',
  'whiteLabelDocuments.empty': 'Dieses White Label hat keine Dokumente.',
  'whiteLabelDocuments.loadFailed':
    'Die Dokumente konnten nicht geladen werden. Sie erfordern Zwei-Faktor-Authentifizierung und die White-Label-Funktion.',
  'whiteLabelDocuments.failed': 'Die Dokumente konnten nicht gespeichert werden.',
  'whiteLabelDocuments.save': 'Dokumente speichern',
  'whiteLabelDocuments.saved': 'Dokumente gespeichert.',
  'whiteLabelDocuments.fieldTitle': 'Titel',
  'whiteLabelDocuments.fieldContent': 'Text',
  'whiteLabelDocuments.images': 'Bilder',
  'whiteLabelDocuments.imageHint': 'PNG, JPEG, GIF, WebP oder ICO, höchstens 1 MB.',
  'whiteLabelDocuments.imageRefused':
    'Diese Datei wurde für {column} nicht akzeptiert: Wählen Sie ein PNG-, JPEG-, GIF-, WebP- oder ICO-Bild von höchstens 1 MB.',
  'whiteLabelDocuments.upload': '{column} hochladen',
  'whiteLabelDocuments.uploaded': '{column} hochgeladen.',
  'whiteLabelDocuments.uploadFailed': 'Das Bild konnte nicht hochgeladen werden.',
  'whiteLabelDocuments.current': '{column} von {document} (aktuell)',
  'whiteLabelDocuments.type.terms_and_conditions': 'Allgemeine Geschäftsbedingungen',
  'whiteLabelDocuments.type.privacy_policy': 'Datenschutzerklärung',
  'whiteLabelDocuments.type.imprint': 'Impressum',
  'whiteLabelDocuments.type.statement': 'Auszüge und Berichte',
  'whiteLabelDocuments.column.header': 'Kopfzeile',
  'whiteLabelDocuments.column.footer': 'Fußzeile',
};
