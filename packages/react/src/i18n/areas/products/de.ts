import type { AreaLocale } from '../areaTexts.js';
import type { productsTexts } from '../products.js';

/** The products screen's texts in German: every English key, by type. */
export const de: AreaLocale<typeof productsTexts> = {
  'products.title': 'Produkte',
  'products.list.title': 'Ihre Produkte',
  'products.list.empty': 'Noch keine Produkte.',
  'products.col.image': 'Bild',
  'products.col.name': 'Name',
  'products.col.price': 'Preis',
  'products.col.link': 'Kauflink',
  'products.col.createdAt': 'Erstellt am',
  'products.col.actions': 'Aktionen',
  'products.imageAlt': 'Bild von {name}',
  'products.copyLink': 'Link kopieren',
  'products.copyLinkLabel': 'Kauflink von {name} kopieren',
  'products.copied': 'Link kopiert.',
  'products.copyFailed': 'Der Link konnte nicht kopiert werden.',
  'products.edit': 'Bearbeiten',
  'products.editLabel': '{name} bearbeiten',
  'products.form.new': 'Neues Produkt',
  'products.form.edit': '{name} bearbeiten',
  'products.field.name': 'Name',
  'products.field.description': 'Beschreibung',
  'products.field.price': 'Preis',
  'products.field.account': 'Bezahlt an (Krypto-Konto)',
  'products.field.image': 'Bild',
  'products.chooseAccount': 'Krypto-Konto wählen',
  'products.imageHint': 'PNG, JPEG, GIF, WebP oder ICO, höchstens 1 MB.',
  'products.create': 'Produkt anlegen',
  'products.save': 'Änderungen speichern',
  'products.cancel': 'Abbrechen',
  'products.saved': 'Produkt gespeichert.',
  'products.failed': 'Das Produkt konnte nicht gespeichert werden.',
  'products.noCryptoAccount':
    'Produkte werden auf ein Krypto-Konto bezahlt; Ihr Unternehmen hat noch keines.',
};
