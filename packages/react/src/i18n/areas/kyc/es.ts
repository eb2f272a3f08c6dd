import type { AreaLocale } from '../areaTexts.js';
import type { kycTexts } from '../kyc.js';

/** The kyc screen's texts in Spanish: every English key, by type. */
export const es: AreaLocale<typeof kycTexts> = {
  'kyc.title': 'Verificación',
  'kyc.intro':
    'Antes de usar el portal necesitamos algunos documentos y datos suyos. Solo lleva unos minutos.',
  'kyc.loading': 'Cargando su verificación…',
  'kyc.loadError': 'No se pudo cargar su verificación.',
  'kyc.retry': 'Intentar de nuevo',
  'kyc.nothing': 'No queda nada por verificar. Puede continuar al portal.',
  'kyc.steps': 'Pasos de la verificación',
  'kyc.stage.files': 'Documentos',
  'kyc.stage.form': 'Formulario',
  'kyc.stage.video': 'Videollamada',
  'kyc.stage.final': 'Revisión',
  'kyc.stepDone': '{stage}: completado',
  'kyc.stepCurrent': '{stage}: paso actual',
  'kyc.files.progress': '{done} de {total} entregados',
  'kyc.files.hint': 'PDF, PNG o JPEG, máximo 1 MB cada uno.',
  'kyc.file.choose': 'Elegir un archivo para {name}',
  'kyc.file.uploading': 'Subiendo {name}: {percent} %',
  'kyc.file.uploaded': 'Subido: {file}',
  'kyc.file.replace': 'Reemplazar el archivo',
  'kyc.file.declined': 'Rechazado: {reason}',
  'kyc.file.declinedHint': 'Vuelva a subir el documento.',
  'kyc.file.verified': 'Verificado',
  'kyc.file.submitted': 'Entregado',
  'kyc.file.missing': 'Falta',
  'kyc.problem.empty': 'El archivo está vacío.',
  'kyc.problem.too-large': 'El archivo puede tener como máximo 1 MB.',
  'kyc.problem.wrong-type': 'Suba un documento PDF, PNG o JPEG.',
  'kyc.problem.name-mismatch': 'El nombre del archivo no coincide con su contenido.',
  'kyc.problem.failed': 'La subida falló. Inténtelo de nuevo.',
  'kyc.sign.label': 'Su nombre completo como firma',
  'kyc.sign.hint': 'Al firmar confirma la declaración.',
  'kyc.sign.submit': 'Firmar',
  'kyc.sign.signed': 'Firmado',
  'kyc.sign.required': 'Escriba su nombre completo para firmar.',
  'kyc.step.formText':
    'Complete el formulario de verificación. Se abre en una pestaña nueva; vuelva aquí cuando lo haya enviado.',
  'kyc.step.videoText':
    'Únase a la videollamada de verificación. Se abre en una pestaña nueva; vuelva aquí cuando termine.',
  'kyc.step.openForm': 'Abrir el formulario de verificación',
  'kyc.step.openVideo': 'Iniciar la verificación por vídeo',
  'kyc.step.openFailed': 'No se pudo abrir la página de verificación. Inténtelo de nuevo.',
  'kyc.step.check': 'He terminado: comprobar de nuevo',
  'kyc.final.submitted':
    'Gracias. Sus documentos están en revisión; esta página avanzará sola cuando se aprueben.',
  'kyc.final.verified': 'Su verificación está completa.',
  'kyc.status': 'Estado: {status}',
};
