import type { adminAuthCheckpointsTexts } from '../adminAuthCheckpoints.js';
import type { AreaLocale } from '../areaTexts.js';

/** The admin-auth-checkpoints screen's texts in Spanish: every English key, by type. */
export const es: AreaLocale<typeof adminAuthCheckpointsTexts> = {
  'adminAuthCheckpoints.title': 'Puntos de control de acceso',
  'adminAuthCheckpoints.col.user': 'Usuario',
  'adminAuthCheckpoints.col.ip': 'Dirección IP',
  'adminAuthCheckpoints.col.browser': 'Navegador',
  'adminAuthCheckpoints.col.status': 'Estado',
  'adminAuthCheckpoints.col.signIns': 'Inicios de sesión',
  'adminAuthCheckpoints.col.lastSeen': 'Visto por última vez',
  'adminAuthCheckpoints.col.action': 'Acción',
  'adminAuthCheckpoints.status.active': 'Activo',
  'adminAuthCheckpoints.status.blocked': 'Bloqueado',
  'adminAuthCheckpoints.block': 'Bloquear',
  'adminAuthCheckpoints.unblock': 'Desbloquear',
  'adminAuthCheckpoints.search': 'Buscar por IP, navegador o correo',
  'adminAuthCheckpoints.statusFilter': 'Estado',
  'adminAuthCheckpoints.allStatuses': 'Todos los estados',
  'adminAuthCheckpoints.empty': 'No hay puntos de control de acceso.',
  'adminAuthCheckpoints.failed': 'No se pudo cambiar el punto de control. Inténtelo de nuevo.',
  'adminAuthCheckpoints.blockedDone':
    'Punto de control bloqueado: se rechazan los inicios de sesión desde él.',
  'adminAuthCheckpoints.unblockedDone': 'Punto de control desbloqueado.',
};
