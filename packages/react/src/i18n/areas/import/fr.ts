import type { AreaLocale } from '../areaTexts.js';
import type { importTexts } from '../import.js';

/** The import screen's texts in French: every English key, by type. */
export const fr: AreaLocale<typeof importTexts> = {
  'import.title': 'Importer',
  'import.account': 'Compte bancaire',
  'import.accountOption': '{name} ({currency})',
  'import.noAccounts': 'Aucun compte fiat depuis lequel importer.',
  'import.fileLabel': 'Téléversez votre fichier ici. (Seuls les fichiers xlsx sont autorisés)',
  'import.dropHint': 'Glissez un fichier ici ou choisissez-en un.',
  'import.choose': 'Choisir un fichier',
  'import.chosen': 'Choisi : {name}',
  'import.onlyXlsx': 'Seuls les fichiers xlsx sont autorisés.',
  'import.template': 'Télécharger le modèle',
  'import.preview': 'Téléverser pour l’aperçu',
  'import.confirm': 'Confirmer l’importation',
  'import.count': 'Transactions',
  'import.amount': 'Montant',
  'import.amountWithFee': 'Montant avec frais',
  'import.rowsCaption': 'Lignes du fichier',
  'import.col.row': 'Ligne',
  'import.col.payee': 'Bénéficiaire',
  'import.col.amount': 'Montant',
  'import.col.fee': 'Frais',
  'import.col.total': 'Total',
  'import.col.errors': 'Erreurs',
  'import.hasErrors':
    '{count} lignes comportent des erreurs. Téléchargez le fichier avec les erreurs signalées, corrigez-le et choisissez-le à nouveau.',
  'import.downloadAnnotated': 'Télécharger le fichier avec les erreurs',
  'import.created': 'Importation #{id} créée.',
  'import.viewImports': 'Toutes les importations',
  'import.fileFailed': 'Le fichier n’a pas pu être préparé.',
  'import.codeSummary': 'Importation de {count} transactions, {amount} {currency} avec frais',
  'import.rowsShown': '{shown} sur {total} affichées',
  'import.fileRefused':
    'Ce fichier ne peut pas être importé. Utilisez le modèle : une ligne d’en-tête avec une colonne amount, puis de 1 à 10 000 lignes.',
  'import.accountRefused': 'Choisissez le compte bancaire à partir duquel importer.',
};
