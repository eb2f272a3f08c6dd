import { ComplianceTracking, listEnvelope } from '@flexportal/core/contract';
import { describe, expect, it } from 'vitest';
import { json, recordingLive, sandboxSuite } from '../testing/harness.js';

const { live, events } = recordingLive();
const { h, tokens } = sandboxSuite({
  logins: ['kyc', 'acme', 'reader', 'admin'],
  app: { live },
});

const PDF = new TextEncoder().encode('%PDF-1.4\n% sandbox test\n');
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const EXE = new TextEncoder().encode('MZ\x90\x00This program cannot be run in DOS mode');

/** Uploads `bytes` named `name` as a file's document. */
const upload = (path: string, token: string, bytes: Uint8Array, name: string) => {
  const form = new FormData();
  form.set('document', new File([bytes as Uint8Array<ArrayBuffer>], name));
  return h.app.request(`/api/v2/compliance-trackings/${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
    body: form,
  });
};

const me = async (token = tokens.kyc) =>
  (await json(await h.call('GET', '/auth/me', { token }))).data;

async function kycTracking(): Promise<ComplianceTracking> {
  const user = await me();
  const res = await h.call('GET', `/compliance-trackings/user/${user.id}`, {
    token: tokens.kyc,
  });
  expect(res.status).toBe(200);
  const [newest] = listEnvelope(ComplianceTracking).parse(await json(res)).data;
  return newest as ComplianceTracking;
}

const fileIds = (t: ComplianceTracking) => {
  const by = (name: string) => t.files.find((f) => f.bunch === name)?.id as number;
  return { identity: by('identity'), address: by('address'), declaration: by('declaration') };
};

describe('compliance trackings of a user (AC-7mgr-15..19)', () => {
  it('holds kyc@umbrella.test until the tracking is verified', async () => {
    expect((await me()).is_compliance_trackings_required).toBe(true);
    const t = await kycTracking();
    expect(t).toMatchObject({
      entity: 'user',
      category: 'REGISTRATION',
      status: 'open',
      stage: 'files',
    });
    expect(t.required_files_bunches.map((b) => b.key)).toEqual([
      'identity',
      'address',
      'declaration',
    ]);
  });

  it('refuses bad uploads with a clear message and stores nothing', async () => {
    const t = await kycTracking();
    const { identity } = fileIds(t);
    const cases: Array<[Uint8Array, string, string]> = [
      [EXE, 'passport.pdf', 'Upload a PDF, PNG or JPEG document.'],
      [new Uint8Array(), 'passport.pdf', 'The file is empty.'],
      [PDF, 'passport.exe', "The file's name does not match its content."],
      [new Uint8Array(1024 * 1024 + 1).fill(0x25), 'big.pdf', 'The file may be at most 1 MB.'],
    ];
    for (const [bytes, name, message] of cases) {
      const res = await upload(`${t.id}/files/${identity}/document`, tokens.kyc, bytes, name);
      expect(res.status).toBe(422);
      expect((await json(res)).errors.document).toEqual([message]);
    }
    const after = await kycTracking();
    expect(after.files.find((f) => f.id === identity)).toMatchObject({
      status: 'draft',
      file_name: null,
    });
  });

  it('keeps trackings and files inside their company (R9)', async () => {
    const t = await kycTracking();
    const { identity, declaration } = fileIds(t);
    const res = await upload(`${t.id}/files/${identity}/document`, tokens.acme, PDF, 'a.pdf');
    expect(res.status).toBe(404);
    for (const path of [`${t.id}/form-verification-url`, `user/${t.entity_id}`]) {
      const r = await h.call('GET', `/compliance-trackings/${path}`, {
        token: tokens.acme,
      });
      if (r.status === 200) expect((await json(r)).data).toEqual([]);
      else expect(r.status).toBe(404);
    }
    expect(
      await h.status('POST', `/compliance-trackings/${t.id}/files/${declaration}/signature`, {
        token: tokens.acme,
        body: { signature: 'Mallory' },
      }),
    ).toBe(404);
    expect(
      (await upload(`${t.id}/files/${identity}/document`, tokens.reader, PDF, 'a.pdf')).status,
    ).toBe(403);
    const acmeList = await json(
      await h.call('GET', '/compliance-trackings', { token: tokens.acme }),
    );
    expect(acmeList.data.length).toBe(2);
    expect(acmeList.data.every((x: ComplianceTracking) => x.id !== t.id)).toBe(true);
  });

  it('passes files, form and final; a declined file is uploaded again; approval releases', async () => {
    let t = await kycTracking();
    const { identity, address, declaration } = fileIds(t);
    expect(
      (await upload(`${t.id}/files/${identity}/document`, tokens.kyc, PDF, 'passport.pdf')).status,
    ).toBe(200);
    expect(
      (await upload(`${t.id}/files/${address}/document`, tokens.kyc, PNG, 'bill.png')).status,
    ).toBe(200);
    const signed = await h.call(
      'POST',
      `/compliance-trackings/${t.id}/files/${declaration}/signature`,
      {
        token: tokens.kyc,
        body: { signature: 'Kim Compliance' },
      },
    );
    expect((await json(signed)).data).toMatchObject({ stage: 'form', status: 'open' });
    expect(events.some((e) => e.event === 'kyc-file.updated')).toBe(true);

    const urlRes = await h.call('GET', `/compliance-trackings/${t.id}/form-verification-url`, {
      token: tokens.kyc,
    });
    const { url } = (await json(urlRes)).data;
    const path = new URL(url).pathname;
    expect(path).toMatch(/\/api\/v2\/compliance-verification\/form\/[0-9a-f]{48}$/);
    expect((await h.app.request(path)).status).toBe(200);
    expect((await h.app.request(path, { method: 'POST' })).status).toBe(200);
    expect((await h.app.request(path)).status).toBe(404); // one-time key
    t = await kycTracking();
    expect(t).toMatchObject({ stage: 'final', status: 'submitted' });
    expect((await me()).is_compliance_trackings_required).toBe(true);

    const review = (f: number, body: unknown, token = tokens.admin) =>
      h.call('POST', `/a/compliance-trackings/${t.id}/files/${f}/review`, { token, body });
    expect((await review(address, { decision: 'decline' })).status).toBe(422);
    expect((await review(address, { decision: 'approve' }, tokens.kyc)).status).toBe(403);
    const declined = await json(
      await review(address, { decision: 'decline', reason: 'The bill is older than 3 months.' }),
    );
    expect(declined.data).toMatchObject({ stage: 'files', status: 'declined' });
    expect(declined.data.files.find((f: { id: number }) => f.id === address).decline_reason).toBe(
      'The bill is older than 3 months.',
    );
    expect(
      events.some(
        (e) =>
          e.event === 'notification.created' &&
          (e.data as { type?: string }).type === 'compliance_tracking.documents_rejected',
      ),
    ).toBe(true);
    const again = await json(
      await upload(`${t.id}/files/${address}/document`, tokens.kyc, PNG, 'new-bill.png'),
    );
    // The form was completed before: the user goes straight back to final.
    expect(again.data).toMatchObject({ stage: 'final', status: 'submitted' });

    for (const f of [identity, address, declaration])
      expect((await review(f, { decision: 'approve' })).status).toBe(200);
    t = await kycTracking();
    expect(t.status).toBe('verified');
    expect((await me()).is_compliance_trackings_required).toBe(false);
    expect(events.some((e) => e.event === 'user.updated')).toBe(true);

    const doc = await h.call('GET', `/a/compliance-trackings/${t.id}/files/${identity}/document`, {
      token: tokens.admin,
    });
    expect(new Uint8Array(await doc.arrayBuffer())).toEqual(PDF);
  });

  it('counts trackings of one subject per status', async () => {
    const user = await me();
    const res = await h.call('GET', `/compliance-trackings/user/${user.id}/counts`, {
      token: tokens.kyc,
    });
    expect((await json(res)).data).toMatchObject({ verified: 1, open: 0, declined: 0 });
    expect(
      await h.status('GET', '/compliance-trackings/planet/1/counts', { token: tokens.kyc }),
    ).toBe(422);
  });
});

describe('a/compliance-trackings (administrators open one)', () => {
  it('holds the user again on a new registration tracking', async () => {
    const user = await me();
    expect(user.is_compliance_trackings_required).toBe(false);
    const res = await h.call('POST', '/a/compliance-trackings', {
      token: tokens.admin,
      body: { user_id: user.id },
    });
    expect(res.status).toBe(201);
    expect((await json(res)).data).toMatchObject({ status: 'open', stage: 'files' });
    expect((await me()).is_compliance_trackings_required).toBe(true);
    expect((await kycTracking()).status).toBe('open');
    expect(
      await h.status('POST', '/a/compliance-trackings', {
        token: tokens.kyc,
        body: { user_id: user.id },
      }),
    ).toBe(403);
    expect(
      await h.status('POST', '/a/compliance-trackings', {
        token: tokens.admin,
        body: { user_id: '1' },
      }),
    ).toBe(422);
  });
});

describe("an administrator's review lists (AC-7admin-10/11)", () => {
  it("lists a company's own and its employees' trackings, and one tracking with its company", async () => {
    const kyc = await me();
    const company = kyc.company.id;
    const own = await h.call('POST', '/a/compliance-trackings', {
      token: tokens.admin,
      body: { company_id: company, entity: 'company', entity_id: company },
    });
    expect(own.status).toBe(201);
    const opened = (await json(own)).data;
    expect(opened).toMatchObject({ entity: 'company', category: 'REGISTRATION', status: 'open' });
    // A company tracking holds nobody.
    const list = await h.call('GET', `/a/companies/${company}/compliances`, {
      token: tokens.admin,
    });
    expect(list.status).toBe(200);
    const rows = (await json(list)).data as Array<{ id: number; entity: string }>;
    expect(rows.map((r) => r.id)).toContain(opened.id);
    expect(rows.every((r) => r.entity !== 'user')).toBe(true);
    const staff = (
      await json(
        await h.call('GET', `/a/companies/${company}/employees/compliances`, {
          token: tokens.admin,
        }),
      )
    ).data;
    expect(staff.length).toBeGreaterThan(0);
    expect(staff[0]).toMatchObject({ entity: 'user', user: { email: 'kyc@umbrella.test' } });
    const one = (
      await json(
        await h.call('GET', `/a/compliance-trackings/${opened.id}`, { token: tokens.admin }),
      )
    ).data;
    expect(one).toMatchObject({ id: opened.id, company: { id: company }, user: null });
    expect(one.files).toHaveLength(3);
  });

  it('refuses a subject of another company, a missing one, and non-administrators', async () => {
    const bad = await h.call('POST', '/a/compliance-trackings', {
      token: tokens.admin,
      body: { company_id: 1, entity: 'company', entity_id: 2 },
    });
    expect(bad.status).toBe(422);
    const partial = await h.call('POST', '/a/compliance-trackings', {
      token: tokens.admin,
      body: { company_id: 1 },
    });
    expect(partial.status).toBe(422);
    expect((await json(partial)).errors).toHaveProperty('entity');
    expect(await h.status('GET', '/a/companies/999999/compliances', { token: tokens.admin })).toBe(
      404,
    );
    expect(await h.status('GET', '/a/compliance-trackings/999999', { token: tokens.admin })).toBe(
      404,
    );
    expect(
      await h.status('GET', '/a/companies/1/employees/compliances', { token: tokens.acme }),
    ).toBe(403);
  });
});

describe('the demo manager is asked for documents (issue 38)', () => {
  it("seeds manager@acme.test a tracking to answer, named by Acme's compliance notifications", async () => {
    const list = listEnvelope(ComplianceTracking).parse(
      await json(
        await h.call('GET', '/compliance-trackings/transaction/1', { token: tokens.acme }),
      ),
    ).data;
    const asking = list.find((t) => t.status === 'declined');
    expect(asking).toBeDefined();
    const files = asking?.files ?? [];
    expect(files.find((f) => f.bunch === 'identity')).toMatchObject({ status: 'draft' });
    expect(files.find((f) => f.bunch === 'address')).toMatchObject({
      kind: 'document',
      status: 'declined',
      decline_reason: 'The page is unreadable.',
    });
    const notes = (
      await json(await h.call('GET', '/manager/notifications-related', { token: tokens.acme }))
    ).data as Array<{ type: string; notificationable: { id: number } | null }>;
    const about = notes
      .filter((n) => n.type.startsWith('compliance_tracking.'))
      .map((n) => n.notificationable?.id);
    expect(about).toEqual([asking?.id, asking?.id]);
  });
});
