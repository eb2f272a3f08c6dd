import type { AreaLocale } from '../areaTexts.js';
import type { complianceTrackingTexts } from '../complianceTracking.js';

/** One compliance tracking's page in Spanish: every English key, by type. */
export const es: AreaLocale<typeof complianceTrackingTexts> = {
  'complianceTracking.title': 'Seguimiento de cumplimiento #{id}',
  'complianceTracking.loading': 'Cargando el seguimiento…',
  'complianceTracking.loadError': 'No se pudo cargar el seguimiento.',
  'complianceTracking.retry': 'Intentar de nuevo',
  'complianceTracking.notFound':
    'No se encontró este seguimiento. Puede pertenecer a otra empresa o haberse eliminado.',
  'complianceTracking.asked':
    'Se solicitan estos archivos. Suba aquí cada documento que falte o haya sido rechazado: PDF, PNG o JPEG, como máximo 1 MB.',
  'complianceTracking.done': 'Todos los archivos de este seguimiento están verificados.',
  'complianceTracking.readOnly':
    'Solo un gestor puede entregar estos archivos; aquí puede seguir su estado.',
  'complianceTracking.steps': 'Pasos',
};
