import type { AreaLocale } from '../areaTexts.js';
import type { pspIntegrationTexts } from '../pspIntegration.js';

/** The psp-integration screen's texts in Spanish: every English key, by type. */
export const es: AreaLocale<typeof pspIntegrationTexts> = {
  'pspIntegration.title': 'Integración PSP',
  'pspIntegration.notSignedUp':
    'Regístrese primero en el portal PSP: los datos de integración resultan del registro.',
  'pspIntegration.merchant': 'ID de comercio',
  'pspIntegration.website': 'Sitio web',
  'pspIntegration.quickLogin': 'Enlace de acceso rápido',
  'pspIntegration.quickLoginHint':
    'El proveedor de pagos inicia la sesión de sus usuarios con una clave de un solo uso que genera para cada enlace.',
  'pspIntegration.depositLink': 'Enlace de retiro a depósito',
  'pspIntegration.depositHint':
    'Abre un retiro a su saldo PSP, rellenado y bloqueado salvo la referencia.',
  'pspIntegration.activeAccounts': 'Cuentas PSP activas',
  'pspIntegration.noAccounts': 'No hay cuentas PSP activas: abra una en la página de cuentas.',
  'pspIntegration.tokenEnding': 'token que termina en {hint}',
};
