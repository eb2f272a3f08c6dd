import { describe, expect, it } from 'vitest';
import type { Notification } from '../contract/notifications.js';
import {
  isErrorNotification,
  notificationAction,
  topBarNotifications,
} from './notificationActions.js';

const n = (type: string, about: Notification['notificationable'] = null) => ({
  type,
  notificationable: about,
});

describe('notificationAction', () => {
  it('downloads a downloadable one from its entity', () => {
    expect(
      notificationAction(
        n('report.generated', {
          type: 'report',
          id: 4,
          actions: { is_downloadable: true, filename: 'oct.csv' },
        }),
      ),
    ).toEqual({ kind: 'download', path: 'manager/reports/4/download', filename: 'oct.csv' });
  });

  it('maps each type with an action to its screen, with the entity id filled in', () => {
    const tx = { type: 'transaction', id: 12, actions: { is_downloadable: false, filename: null } };
    expect(notificationAction(n('transaction.source_of_funds_missing', tx))).toEqual({
      kind: 'set-source-of-funds',
      href: '/manager/transactions/12',
    });
    expect(
      notificationAction(n('bank_account.negative_balance', { ...tx, type: 'bank_account' })),
    ).toEqual({
      kind: 'fix',
      href: '/manager/accounts',
    });
    expect(notificationAction(n('compliance_tracking.documents_rejected'))?.kind).toBe('upload');
    expect(notificationAction(n('compliance_tracking.documents_missing'))?.kind).toBe('upload');
    // Upload files opens the tracking's own page, not the list (issue 38).
    expect(
      notificationAction(
        n('compliance_tracking.documents_rejected', { type: 'compliance_tracking', id: 7 }),
      ),
    ).toEqual({ kind: 'upload', href: '/manager/compliance-trackings?kycId=7' });
    expect(
      notificationAction(n('transaction.source_of_funds_missing', tx), {
        fix: '#fix',
        setSourceOfFunds: '/tx?id={id}',
        upload: '#up',
      }),
    ).toEqual({ kind: 'set-source-of-funds', href: '/tx?id=12' });
  });

  it('offers none for the informative types and an unknown one', () => {
    expect(notificationAction(n('transaction.flexpsp_create_withdraw'))).toBeNull();
    expect(notificationAction(n('transaction.funds_for_affiliate_owner'))).toBeNull();
    expect(notificationAction(n('something.new'))).toBeNull();
  });

  it('marks rejected documents as an error', () => {
    expect(isErrorNotification({ type: 'compliance_tracking.documents_rejected' })).toBe(true);
    expect(isErrorNotification({ type: 'compliance_tracking.documents_missing' })).toBe(false);
  });
});

describe('topBarNotifications', () => {
  it('gives the five newest and counts every unread one', () => {
    const list = [3, 9, 1, 7, 5, 8, 2].map((id) => ({
      id,
      read_at: id === 9 ? '2026-01-01' : null,
    }));
    const { newest, unread } = topBarNotifications(list);
    expect(newest.map((x) => x.id)).toEqual([9, 8, 7, 5, 3]);
    expect(unread).toBe(6);
    expect(topBarNotifications([])).toEqual({ newest: [], unread: 0 });
  });
});
