import type { AreaLocale } from '../areaTexts.js';
import type { walletsTexts } from '../wallets.js';

/** The wallets area in Spanish: every English key, by type. */
export const es: AreaLocale<typeof walletsTexts> = {
  'wallet.created': 'Billetera {name} creada correctamente',
  'wallet.removed': 'Billetera eliminada correctamente',
  'wallet.deleteConfirm': '¿Seguro que quiere eliminar esta billetera?',
  'wallet.deleteYes': 'Sí',
  'wallet.deleteNo': 'No',
};
