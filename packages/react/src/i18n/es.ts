import type { AreaLocale } from './areas/areaTexts.js';
import type { sharedTexts } from './en.js';

/** Spanish. */
export const es: AreaLocale<typeof sharedTexts> = {
  'rate.loading': 'Cargando el tipo de cambio…',
  'rate.unavailable': 'Tipo de cambio no disponible',
  'otp.title': 'Autenticación en dos pasos',
  'otp.instructions': 'Introduce el código de 6 dígitos de tu aplicación de autenticación.',
  'otp.digit': 'Dígito {n} de 6',
  'otp.instructionsEmail':
    'Te hemos enviado un código de 6 dígitos por correo electrónico. Búscalo en tu bandeja de entrada e introdúcelo aquí.',
  'otp.approves': 'Estás aprobando',
  'login.title': 'Iniciar sesión',
  'login.email': 'Correo electrónico',
  'login.password': 'Contraseña',
  'login.submit': 'Iniciar sesión',
  'nav.logout': 'Cerrar sesión',
  'alert.error': 'Error',
  'alert.warning': 'Aviso',
  'dialog.close': 'Cerrar',
  'dialog.cancel': 'Cancelar',
  'common.loading': 'Cargando…',
  'common.choose': 'Elegir…',
  'field.amountUnreadable': 'Escríbalo así: 1234,56.',
  'duplicate.title': 'Posible duplicado',
  'duplicate.text':
    'Hace un momento se envió un pago con la misma cuenta, el mismo importe y el mismo beneficiario. ¿Quieres enviar también este?',
  'duplicate.confirm': 'Enviar de todos modos',
  'error.serverError': 'Error del servidor, inténtalo de nuevo más tarde',
  'error.serverErrorButton': '¡Entendido!',
  'error.maintenance': 'Modo de mantenimiento',
  'error.remotePortal': 'El portal remoto no está disponible. Inténtalo de nuevo más tarde',
  'error.unauthorized': 'No autorizado',
  'error.unexpected': 'Se ha producido un error inesperado. Inténtalo de nuevo más tarde',
  'error.unknown': 'Error desconocido',
  'error.codeAccepted': 'Código aceptado. Verificando…',
  'error.codeNoAnswer':
    'El servidor no respondió a tiempo. Introduce el código de nuevo para reintentar.',
  'error.itemsIdArray': "Formato de solicitud no válido. 'id' debe ser un array.",
  'error.chunkFailed': 'Error al cargar el módulo',
  'session.warning': 'Tu sesión está a punto de caducar',
  'session.stay': 'Mantener la sesión',
};
