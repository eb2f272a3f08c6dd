import type { TransferService } from '@flexportal/core';

/** Transfer service labels exactly as the spec gives them (PP-3.2), in the order shown. */
export const SERVICE_LABELS: Readonly<Record<TransferService, string>> = Object.freeze({
  sepa: 'Sepa (EU , EEA)',
  fps_chaps: 'GBP - FPS/CHAPS (UK)',
  swift: 'Swift (rest of the world)',
  israel: 'Israel (Local Payments)',
  portal: 'Portal',
});
