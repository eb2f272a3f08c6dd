import type { AreaLocale } from '../areaTexts.js';
import type { importTexts } from '../import.js';

/** The import screen's texts in Spanish: every English key, by type. */
export const es: AreaLocale<typeof importTexts> = {
  'import.title': 'Importar',
  'import.account': 'Cuenta bancaria',
  'import.accountOption': '{name} ({currency})',
  'import.noAccounts': 'No hay ninguna cuenta fiat desde la que importar.',
  'import.fileLabel': 'Suba su archivo aquí. (Solo se permiten archivos xlsx)',
  'import.dropHint': 'Arrastre un archivo aquí o elija uno.',
  'import.choose': 'Elegir archivo',
  'import.chosen': 'Elegido: {name}',
  'import.onlyXlsx': 'Solo se permiten archivos xlsx.',
  'import.template': 'Descargar la plantilla',
  'import.preview': 'Subir para vista previa',
  'import.confirm': 'Confirmar importación',
  'import.count': 'Transacciones',
  'import.amount': 'Importe',
  'import.amountWithFee': 'Importe con comisiones',
  'import.rowsCaption': 'Filas del archivo',
  'import.col.row': 'Fila',
  'import.col.payee': 'Beneficiario',
  'import.col.amount': 'Importe',
  'import.col.fee': 'Comisión',
  'import.col.total': 'Total',
  'import.col.errors': 'Errores',
  'import.hasErrors':
    '{count} filas tienen errores. Descargue el archivo con los errores marcados, corríjalo y vuelva a elegirlo.',
  'import.downloadAnnotated': 'Descargar el archivo con errores',
  'import.created': 'Importación #{id} creada.',
  'import.viewImports': 'Todas las importaciones',
  'import.fileFailed': 'No se pudo preparar el archivo.',
  'import.codeSummary': 'Importación de {count} transacciones, {amount} {currency} con comisiones',
  'import.rowsShown': 'se muestran {shown} de {total}',
  'import.fileRefused':
    'Este archivo no se puede importar. Use la plantilla: una fila de encabezado con una columna amount y después de 1 a 10.000 filas.',
  'import.accountRefused': 'Elija la cuenta bancaria desde la que importar.',
};
