import type { AreaLocale } from '../areaTexts.js';
import type { transactionKindsTexts } from '../transactionKinds.js';

/** The transactionKinds area in Spanish: every English key, by type. */
export const es: AreaLocale<typeof transactionKindsTexts> = {
  'txKind.status.settled': 'Liquidada',
  'txKind.status.progress': 'En curso',
  'txKind.status.denied': 'Rechazada',
  'txKind.status.api': 'Requiere acción del administrador',
  'txKind.type.deposit': 'Depósito',
  'txKind.type.withdrawal': 'Retirada',
  'txKind.type.transfer': 'Transferencia',
  'txKind.type.exchange': 'Cambio de divisas',
  'txKind.type.convert': 'Conversión',
  'txKind.type.crypto': 'Cripto',
  'txKind.type.import': 'Importación',
  'txKind.type.card': 'Tarjeta',
  'txKind.type.buy_crypto': 'Comprar cripto',
  'txKind.type.withdraw_crypto': 'Retirar cripto',
  'txKind.type.receive_crypto': 'Recibir cripto',
  'txKind.protocol.SEPA': 'Transferencia SEPA (UE, EEE)',
  'txKind.protocol.SWIFT': 'Transferencia SWIFT (internacional)',
  'txKind.protocol.FPS_CHAPS': 'Faster Payments / CHAPS (Reino Unido)',
  'txKind.protocol.PORTAL_TRANSFER': 'Transferencia dentro del portal',
  'txKind.protocol.INTERNAL': 'Movimiento interno',
  'txKind.protocol.CRYPTO': 'Red de criptomonedas',
  'txKind.protocol.CRYPTO_EXCHANGE': 'Cambio de criptomonedas',
  'txKind.protocol.CARD': 'Pago con tarjeta',
};
