import { Notification } from '@flexportal/core/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/openDatabase.js';
import { notifications } from '../db/schemaActivity.js';
import { recordingLive } from '../testing/harness.js';
import { notify } from './notify.js';

describe('notify', () => {
  it('stores the notification and pushes it, in the contract shape, on the company channel', async () => {
    const { live, events: pushed } = recordingLive();
    const database = await openDatabase();
    const deps = { db: database.db, live };
    const sent = await notify(deps, {
      companyId: 1,
      type: 'report.generated',
      title: 'Report ready',
      message: 'Your report is ready.',
      about: { type: 'report', id: 7, filename: 'report.csv' },
    });
    expect(Notification.parse(sent)).toEqual(sent);
    expect(sent.notificationable).toEqual({
      type: 'report',
      id: 7,
      actions: { is_downloadable: true, filename: 'report.csv' },
    });
    const [row] = await deps.db.select().from(notifications).where(eq(notifications.id, sent.id));
    expect(row?.companyId).toBe(1);
    expect(pushed).toEqual([
      { channel: 'private-company.1', event: 'notification.created', data: sent },
    ]);
    await database.close();
  });
});
