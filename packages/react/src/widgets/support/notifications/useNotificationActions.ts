import { useState } from 'react';
import { downloadFile } from '../../../helpers/saveBlob.js';
import { useFlexportalClient } from '../../../provider/FlexportalProvider.js';
import { NOTIFICATIONS_KEY } from './useNotifications.js';

/** Delete one, purge all (after the question), download: what the list's buttons do. */
export function useNotificationActions(container: () => Node | null) {
  const client = useFlexportalClient();
  const [busyId, setBusyId] = useState<number | 'all' | null>(null);
  const [failed, setFailed] = useState(false);
  const run = async (id: number | 'all', send: () => Promise<unknown>) => {
    setBusyId(id);
    setFailed(false);
    try {
      await send();
      client.cache.invalidate(NOTIFICATIONS_KEY);
    } catch {
      setFailed(true);
    } finally {
      setBusyId(null);
    }
  };
  return {
    busyId,
    failed,
    remove: (id: number) =>
      run(id, () => client.http.raw(`notifications/${id}`, { method: 'DELETE' })),
    purge: () => run('all', () => client.http.raw('notifications', { method: 'DELETE' })),
    download: (path: string, filename: string) => {
      setFailed(false);
      downloadFile(client, path, filename, container(), 'application/octet-stream').catch(() =>
        setFailed(true),
      );
    },
  };
}
