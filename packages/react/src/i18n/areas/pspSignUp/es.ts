import type { AreaLocale } from '../areaTexts.js';
import type { pspSignUpTexts } from '../pspSignUp.js';

/** The psp-sign-up screen's texts in Spanish: every English key, by type. */
export const es: AreaLocale<typeof pspSignUpTexts> = {
  'pspSignUp.title': 'Registro PSP',
  'pspSignUp.website': 'Sitio web',
  'pspSignUp.business': 'Descripción del negocio',
  'pspSignUp.volume': 'Volumen mensual previsto',
  'pspSignUp.volumeHint': 'Un importe en EUR, p. ej. 25000.00',
  'pspSignUp.fieldErrors.website':
    'Introduzca la dirección del sitio web, p. ej. https://example.com.',
  'pspSignUp.fieldErrors.monthly_volume':
    'Introduzca el volumen mensual como importe en EUR, p. ej. 25000.00.',
  'pspSignUp.fieldErrors.accept_terms': 'Acepte las condiciones para registrarse.',
  'pspSignUp.terms': 'Acepto las condiciones del proveedor de pagos',
  'pspSignUp.submit': 'Registrarse',
  'pspSignUp.update': 'Actualizar el registro',
  'pspSignUp.done': 'Registrado como comercio {merchant}.',
  'pspSignUp.already':
    'Su empresa está registrada como comercio {merchant}; enviar el formulario de nuevo actualiza los datos.',
};
