import type { AreaLocale } from '../areaTexts.js';
import type { whiteLabelTexts } from '../whiteLabel.js';

/** The white-label screen's texts in German: every English key, by type. */
export const de: AreaLocale<typeof whiteLabelTexts> = {
  'whiteLabel.title': 'White Label',
  'whiteLabel.name': 'Name',
  'whiteLabel.primary': 'Primärfarbe',
  'whiteLabel.secondary': 'Sekundärfarbe',
  'whiteLabel.supportEmail': 'Support-E-Mail',
  'whiteLabel.save': 'Speichern',
  'whiteLabel.saved': 'Gespeichert. Das Portal zeigt das neue Design beim nächsten Laden.',
  'whiteLabel.preview': 'Vorschau',
  'whiteLabel.previewButton': 'Hauptaktion',
  'whiteLabel.previewSecondary': 'Sekundär',
  'whiteLabel.images': 'Bilder',
  'whiteLabel.column.logo': 'Logo',
  'whiteLabel.column.dark_logo': 'Dunkles Logo',
  'whiteLabel.column.favicon': 'Favicon',
  'whiteLabel.column.background': 'Hintergrund',
  'whiteLabel.upload': '{column} hochladen',
  'whiteLabel.uploaded': '{column} hochgeladen.',
  'whiteLabel.imageHint': 'PNG, JPEG, GIF, WebP oder ICO, höchstens 1 MB.',
  'whiteLabel.imageRefused':
    'Diese Datei wurde für {column} nicht akzeptiert: Wählen Sie ein PNG-, JPEG-, GIF-, WebP- oder ICO-Bild von höchstens 1 MB.',
  'whiteLabel.loadFailed':
    'Das White Label konnte nicht geladen werden. Es erfordert Zwei-Faktor-Authentifizierung und die White-Label-Funktion.',
  'whiteLabel.failed': 'Das White Label konnte nicht gespeichert werden.',
  'whiteLabel.current': 'Aktuelles {column}',
  'whiteLabel.owners': 'White-Label-Eigentümer',
  'whiteLabel.ownersNone': 'Dieses White Label gehört zu keinem anderen White Label.',
  'whiteLabel.ownersFailed': 'Die Eigentümer konnten nicht geladen werden.',
  'whiteLabel.affects':
    'Speichern ändert das Erscheinungsbild des gesamten Portals {name} für alle, die es nutzen, einschließlich der Anmeldeseite, ab ihrem nächsten Besuch.',
  'whiteLabel.confirmTitle': 'Das gesamte Portal umgestalten?',
  'whiteLabel.confirmChanges': 'Dieses Speichern ändert: {fields}.',
  'whiteLabel.confirmAffects':
    'Alle Nutzer des Portals {name} sehen die Änderung bei ihrem nächsten Besuch: auf der Anmeldeseite und auf jeder Seite danach.',
  'whiteLabel.confirmYes': 'Speichern und umgestalten',
  'whiteLabel.cancel': 'Abbrechen',
  'whiteLabel.remove': '{column} entfernen',
  'whiteLabel.removeTitle': 'Dieses Bild ({column}) entfernen?',
  'whiteLabel.removeQuestion':
    'Die Anmeldeseite und jede Seite des Portals zeigen wieder das Standardbild, für alle Nutzer, ab ihrem nächsten Besuch.',
  'whiteLabel.removeYes': 'Entfernen',
  'whiteLabel.removed': '{column} entfernt.',
  'whiteLabel.removeFailed': 'Das Bild konnte nicht entfernt werden. Versuchen Sie es erneut.',
};
