import { describe, expect, it } from 'vitest';
import { crmContext } from './crmContext.js';

describe('crmContext (AC-1-10)', () => {
  it('carries the user id, e-mail, company id and the portal host name', () => {
    expect(
      crmContext(
        {
          id: 4,
          email: 'reader@acme.test',
          name: 'Rick',
          company: { id: 1, enabled: true } as never,
        },
        'portal.example',
      ),
    ).toEqual({
      user_id: '4',
      user_zuid: null,
      user_email: 'reader@acme.test',
      domain: 'portal.example',
      organization_id: '1',
    });
  });

  it('passes a Zoho id when the API gives one', () => {
    const user = { id: 'u-1', email: 'a@b.test', zoho_id: '998877' } as never;
    expect(crmContext(user, 'p.test').user_zuid).toBe('998877');
  });

  it('never carries anything but its five fields (no token, no other user data)', () => {
    const user = {
      id: 4,
      email: 'reader@acme.test',
      token: { access_token: 'secret' },
      livechat_token: 'secret-too',
      company: null,
    } as never;
    const context = crmContext(user, 'portal.example');
    expect(Object.keys(context).sort()).toEqual([
      'domain',
      'organization_id',
      'user_email',
      'user_id',
      'user_zuid',
    ]);
    expect(JSON.stringify(context)).not.toContain('secret');
    expect(context.organization_id).toBeNull();
  });

  it('is all nulls when nobody is signed in', () => {
    expect(crmContext(null, 'portal.example')).toEqual({
      user_id: null,
      user_zuid: null,
      user_email: null,
      domain: null,
      organization_id: null,
    });
  });
});
