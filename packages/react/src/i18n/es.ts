import type { Catalogue } from './en.js';

/** Spanish. */
export const es: Catalogue = {
  'rate.loading': 'Cargando el tipo de cambio…',
  'rate.unavailable': 'Tipo de cambio no disponible',
  'otp.title': 'Autenticación en dos pasos',
  'otp.instructions': 'Introduce el código de 6 dígitos de tu aplicación de autenticación.',
  'otp.digit': 'Dígito {n} de 6',
  'login.title': 'Iniciar sesión',
  'login.email': 'Correo electrónico',
  'login.password': 'Contraseña',
  'login.submit': 'Iniciar sesión',
  'nav.logout': 'Cerrar sesión',
  'alert.error': 'Error',
  'alert.warning': 'Aviso',
  'dialog.close': 'Cerrar',
  'dialog.cancel': 'Cancelar',
};
