import type { AreaLocale } from '../areaTexts.js';
import type { pspPortalTexts } from '../pspPortal.js';

/** The PSP portal screens' texts in Spanish: every English key, by type. */
export const es: AreaLocale<typeof pspPortalTexts> = {
  'pspPortal.title': 'Portal PSP',
  'pspPortal.notEnabled': 'El portal PSP no está habilitado para su empresa.',
  'pspPortal.signedUp': 'Su empresa está registrada como comercio {merchant}.',
  'pspPortal.notSignedUp': 'Su empresa aún no está registrada en el portal PSP.',
  'pspPortal.loadFailed': 'No se pudo cargar el portal PSP. Inténtelo de nuevo más tarde.',
  'pspPortal.lookup': 'Buscar un pago',
  'pspPortal.paymentId': 'ID del pago',
  'pspPortal.lookUp': 'Buscar',
  'pspPortal.payment': 'Pago {id}',
  'pspPortal.type': 'Tipo',
  'pspPortal.status': 'Estado',
  'pspPortal.amount': 'Importe',
  'pspPortal.reference': 'Referencia',
  'pspPortal.created': 'Creado',
};
