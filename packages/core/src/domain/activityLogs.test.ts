import { describe, expect, it } from 'vitest';
import { activityQuery, activityReportFilename, activitySource } from './activityLogs.js';

describe('activity logs (AC-6-03, AC-7admin-08, AC-7mgr-04)', () => {
  it('use the administrator or the manager endpoints by role', () => {
    for (const slug of ['super-admin', 'admin'])
      expect(activitySource({ roles: [{ slug }] })).toEqual({
        list: 'a/activities',
        report: 'a/activities/report',
        admin: true,
      });
    for (const slug of ['manager', 'manager-reader'])
      expect(activitySource({ roles: [{ slug }] })).toEqual({
        list: 'activities',
        report: 'activities/report',
        admin: false,
      });
    expect(activitySource(null).list).toBe('activities');
  });

  it('send only filled, well-formed filters; company and user only to the administrator endpoint', () => {
    const filters = {
      event: 'settled',
      from_date: '2026-01-01',
      to_date: '',
      transaction_id: ' 42 ',
      company_id: 3,
      user_id: '7',
      search: 'ignored',
    };
    expect(activityQuery(filters, true)).toEqual({
      event: 'settled',
      from_date: '2026-01-01',
      transaction_id: '42',
      company_id: '3',
      user_id: '7',
    });
    expect(activityQuery(filters, false)).toEqual({
      event: 'settled',
      from_date: '2026-01-01',
      transaction_id: '42',
    });
    expect(
      activityQuery(
        { event: 'DROP TABLE', from_date: '1 Jan', transaction_id: 'abc', company_id: '0' },
        true,
      ),
    ).toEqual({});
  });

  it('name the report by the day', () => {
    expect(activityReportFilename(new Date('2026-11-27T23:59:00Z'))).toBe(
      'activities-2026-11-27.csv',
    );
  });
});
