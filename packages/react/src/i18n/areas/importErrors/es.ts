import type { AreaLocale } from '../areaTexts.js';
import type { importErrorsTexts } from '../importErrors.js';

/** The import errors' sentences in Spanish: every English key, by type. */
export const es: AreaLocale<typeof importErrorsTexts> = {
  'importErrors.cell': 'Fila {row}, {column}: {hint}',
  'importErrors.col.amount': 'Importe',
  'importErrors.col.transfer_service': 'Servicio de transferencia',
  'importErrors.col.customer_legal_type': 'Tipo de beneficiario',
  'importErrors.col.customer_name': 'Nombre del beneficiario',
  'importErrors.col.customer_first_name': 'Nombre',
  'importErrors.col.customer_last_name': 'Apellido',
  'importErrors.col.customer_iban': 'IBAN',
  'importErrors.col.customer_account': 'Número de cuenta',
  'importErrors.col.customer_sort_code': 'Sort code',
  'importErrors.col.customer_street': 'Calle',
  'importErrors.col.customer_city': 'Ciudad',
  'importErrors.col.customer_post_code': 'Código postal',
  'importErrors.col.customer_country': 'País del beneficiario',
  'importErrors.col.customer_ref_message': 'Referencia',
  'importErrors.col.bank_swift': 'BIC (SWIFT)',
  'importErrors.col.bank_name': 'Nombre del banco',
  'importErrors.col.bank_country': 'País del banco',
  'importErrors.hint.amount':
    'introduzca un importe como {example}, dentro del saldo y los límites de la cuenta.',
  'importErrors.hint.service': 'introduzca un servicio de transferencia como sepa o swift.',
  'importErrors.hint.legalType': 'introduzca company o individual.',
  'importErrors.hint.iban':
    'introduzca el IBAN del beneficiario, como DE89 3704 0044 0532 0130 00.',
  'importErrors.hint.country': 'introduzca un código de país de dos letras como DE.',
  'importErrors.hint.swift': 'introduzca un BIC de 8 u 11 caracteres, como DEUTDEFF.',
  'importErrors.hint.required': 'rellene esta celda; el servicio de transferencia la necesita.',
  'importErrors.hint.other': 'compruebe esta celda con la plantilla.',
};
