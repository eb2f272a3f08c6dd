import { useStore } from 'zustand';
import { usePortalT } from '../../i18n/locale.js';
import { client } from '../portalClient.js';

/** A quiet indicator of the live channel's state, for managers (AC-4-06 states). */
export function LiveStatus() {
  const { t } = usePortalT();
  const status = useStore(client.live.store, (s) => s.status);
  if (status === 'idle') return null;
  return (
    <span className="portal-live" data-live-status={status} title={t('portal.liveUpdates')}>
      {status === 'connected' ? '●' : '○'}
      <span className="portal-visually-hidden">{`${t('portal.liveUpdates')}: ${status}`}</span>
    </span>
  );
}
