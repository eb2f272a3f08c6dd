import type { AreaLocale } from '../areaTexts.js';
import type { importErrorsTexts } from '../importErrors.js';

/** The import errors' sentences in German: every English key, by type. */
export const de: AreaLocale<typeof importErrorsTexts> = {
  'importErrors.cell': 'Zeile {row}, {column}: {hint}',
  'importErrors.col.amount': 'Betrag',
  'importErrors.col.transfer_service': 'Überweisungsart',
  'importErrors.col.customer_legal_type': 'Art des Empfängers',
  'importErrors.col.customer_name': 'Name des Empfängers',
  'importErrors.col.customer_first_name': 'Vorname',
  'importErrors.col.customer_last_name': 'Nachname',
  'importErrors.col.customer_iban': 'IBAN',
  'importErrors.col.customer_account': 'Kontonummer',
  'importErrors.col.customer_sort_code': 'Sort Code',
  'importErrors.col.customer_street': 'Straße',
  'importErrors.col.customer_city': 'Ort',
  'importErrors.col.customer_post_code': 'Postleitzahl',
  'importErrors.col.customer_country': 'Land des Empfängers',
  'importErrors.col.customer_ref_message': 'Verwendungszweck',
  'importErrors.col.bank_swift': 'BIC (SWIFT)',
  'importErrors.col.bank_name': 'Name der Bank',
  'importErrors.col.bank_country': 'Land der Bank',
  'importErrors.hint.amount':
    'Geben Sie einen Betrag wie {example} ein, im Rahmen von Kontostand und Limits.',
  'importErrors.hint.service': 'Geben Sie eine Überweisungsart wie sepa oder swift ein.',
  'importErrors.hint.legalType': 'Geben Sie company oder individual ein.',
  'importErrors.hint.iban':
    'Geben Sie die IBAN des Empfängers ein, z. B. DE89 3704 0044 0532 0130 00.',
  'importErrors.hint.country': 'Geben Sie einen zweistelligen Ländercode wie DE ein.',
  'importErrors.hint.swift': 'Geben Sie eine BIC mit 8 oder 11 Zeichen ein, z. B. DEUTDEFF.',
  'importErrors.hint.required': 'Füllen Sie diese Zelle aus; die Überweisungsart verlangt sie.',
  'importErrors.hint.other': 'Prüfen Sie diese Zelle anhand der Vorlage.',
};
