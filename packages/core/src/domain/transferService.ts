// Zod-free on purpose: the withdrawal screen and the sandbox's ledger import the rule
// without the schemas; contract/enums.ts builds its schema from the same list.

/** PP-3.2-09 transfer services of a withdrawal, in the order the selector lists them. */
export const TRANSFER_SERVICES = Object.freeze([
  'sepa',
  'swift',
  'israel',
  'portal',
  'fps_chaps',
] as const);

/** One transfer service of a withdrawal. */
export type TransferService = (typeof TRANSFER_SERVICES)[number];

/** Transmission protocols a withdrawal can use (PP-3.3-08, PP-4.5-06). */
export type WithdrawalProtocol = 'SEPA' | 'SWIFT' | 'PORTAL_TRANSFER' | 'FPS_CHAPS';

/** PP-4.5-06: sepa gives SEPA, portal PORTAL_TRANSFER, fps_chaps FPS_CHAPS, others SWIFT. */
export function protocolOf(service: TransferService): WithdrawalProtocol {
  if (service === 'sepa') return 'SEPA';
  if (service === 'portal') return 'PORTAL_TRANSFER';
  if (service === 'fps_chaps') return 'FPS_CHAPS';
  return 'SWIFT';
}

/**
 * The transfer service a withdrawal's transmission protocol stands for, the inverse of
 * {@link protocolOf} (israel shares SWIFT and reads as swift); null for any other protocol
 * or none. Case does not matter.
 */
export function serviceOfProtocol(protocol: string | null | undefined): TransferService | null {
  switch ((protocol ?? '').toUpperCase()) {
    case 'SEPA':
      return 'sepa';
    case 'SWIFT':
      return 'swift';
    case 'PORTAL_TRANSFER':
      return 'portal';
    case 'FPS_CHAPS':
      return 'fps_chaps';
    default:
      return null;
  }
}
