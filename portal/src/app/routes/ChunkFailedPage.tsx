import { useT } from '@flexportal/react';

/**
 * What a route shows when its screen's chunk failed or timed out (PP-9-13): the catalogue's
 * text, in the shell's own chunk since the screen's could not be had. The error dialog
 * (client `alert`) says it too; this keeps the page from staying blank once it is closed.
 */
export function ChunkFailedPage() {
  const t = useT();
  return <p className="fp-status">{t('error.chunkFailed')}</p>;
}
