/**
 * The compliance and company events of the private company channel (AC-7live-03..05): each
 * is published on the company's own channel when the thing happens, with the payload the
 * contract types the client's listeners with.
 */
import { companyChannel } from '@flexportal/core';
import { CompanyEventPayload, ComplianceTracking } from '@flexportal/core/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, recordingLive, sandboxSuite } from '../testing/harness.js';

const { live, events } = recordingLive();
const { h, tokens } = sandboxSuite({ logins: ['kyc', 'admin'], app: { live } });

const kycUser = async () =>
  (await json(await h.call('GET', '/auth/me', { token: tokens.kyc }))).data as {
    id: number;
    company: { id: number };
  };
const of = (event: string) => events.filter((e) => e.event === event);

beforeEach(() => {
  events.length = 0;
});

describe('compliance and KYC file events (AC-7live-03, AC-7live-04)', () => {
  it('opening a tracking publishes compliance.created and kyc-file.created per file', async () => {
    const user = await kycUser();
    const res = await h.call('POST', '/a/compliance-trackings', {
      token: tokens.admin,
      body: { user_id: user.id },
    });
    expect(res.status).toBe(201);
    const tracking = ComplianceTracking.parse((await json(res)).data);
    const channel = companyChannel(user.company.id);

    const [created] = of('compliance.created');
    expect(created?.channel).toBe(channel);
    expect(CompanyEventPayload['compliance.created'].safeParse(created?.data).success).toBe(true);

    const files = of('kyc-file.created');
    expect(files.map((e) => e.channel)).toEqual(tracking.files.map(() => channel));
    expect(files.map((e) => e.data.id)).toEqual(tracking.files.map((f) => f.id));
    for (const e of files)
      expect(CompanyEventPayload['kyc-file.created'].safeParse(e.data).success).toBe(true);
  });

  it('signing a file publishes kyc-file.updated for that file, then compliance.updated', async () => {
    const user = await kycUser();
    const opened = await h.call('POST', '/a/compliance-trackings', {
      token: tokens.admin,
      body: { user_id: user.id },
    });
    const tracking = ComplianceTracking.parse((await json(opened)).data);
    const declaration = tracking.files.find((f) => f.bunch === 'declaration')?.id;
    events.length = 0;
    const signed = await h.call(
      'POST',
      `/compliance-trackings/${tracking.id}/files/${declaration}/signature`,
      { token: tokens.kyc, body: { signature: 'Kim Compliance' } },
    );
    expect(signed.status).toBe(200);
    const channel = companyChannel(user.company.id);
    expect(events.map((e) => [e.event, e.channel, e.data.id])).toEqual([
      ['kyc-file.updated', channel, declaration],
      ['compliance.updated', channel, tracking.id],
    ]);
    expect(of('kyc-file.created')).toEqual([]);
  });
});

describe('company events (AC-7live-05)', () => {
  it('an administrator changing a company publishes company.updated on its channel only', async () => {
    const user = await kycUser();
    const res = await h.call('PUT', `/a/companies/${user.company.id}`, {
      token: tokens.admin,
      body: { enabled: true },
    });
    expect(res.status).toBe(200);
    const updated = of('company.updated');
    expect(updated.map((e) => e.channel)).toEqual([companyChannel(user.company.id)]);
    expect(updated[0]?.data.id).toBe(user.company.id);
    expect(CompanyEventPayload['company.updated'].safeParse(updated[0]?.data).success).toBe(true);
  });
});
