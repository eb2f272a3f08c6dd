import { CompanyPaymentService, OnboardingTransition } from '@flexportal/core/contract';
import { describe, expect, it } from 'vitest';
import { json, sandboxSuite } from '../../testing/harness.js';

// Seeded company ids: 1 Acme, 3 Globex, 5 Umbrella (no payment service started).
const { h, tokens } = sandboxSuite({ logins: ['admin', 'acme'] });

const get = async (path: string) => json(await h.call('GET', path, { token: tokens.admin }));
const services = async (company: number) =>
  (await get(`/a/companies/payment-services?company_id=${company}`)).data.map((s: unknown) =>
    CompanyPaymentService.parse(s),
  );
const transitions = async (company: number, service: string) =>
  (
    await get(`/a/companies/onboarding-transitions?company_id=${company}&service=${service}`)
  ).data.map((t: unknown) => OnboardingTransition.parse(t)) as OnboardingTransition[];

describe('GET a/companies/payment-services (AC-7admin-12, AC-4-01)', () => {
  it("lists every dictionary service with the company's status, null where not started", async () => {
    expect(await services(1)).toMatchObject([
      { service: 'free_market', status: 'ACTIVE' },
      { service: 'bcb', status: null },
    ]);
    expect(await services(3)).toMatchObject([
      { service: 'free_market', status: 'ONBOARDING_IN_PROGRESS' },
      { service: 'bcb', status: 'DISABLED' },
    ]);
  });

  it('needs a company: 422 without, 404 for an unknown one', async () => {
    const res = await h.call('GET', '/a/companies/payment-services', { token: tokens.admin });
    expect(res.status).toBe(422);
    expect((await json(res)).errors).toHaveProperty('company_id');
    const missing = await h.call('GET', '/a/companies/payment-services?company_id=999999', {
      token: tokens.admin,
    });
    expect(missing.status).toBe(404);
  });

  it('is for administrators only', async () => {
    const res = await h.call('GET', '/a/companies/payment-services?company_id=1', {
      token: tokens.acme,
    });
    expect(res.status).toBe(403);
  });
});

describe('onboarding (AC-7admin-12, AC-7admin-13, AC-4-02..04)', () => {
  it('starts, edits fields, applies only the next transition, and ends ACTIVE', async () => {
    const start = await h.call('POST', '/a/companies/5/payment-services/bcb/onboard', {
      token: tokens.admin,
    });
    expect(start.status).toBe(200);
    expect((await json(start)).data).toMatchObject({ service: 'bcb', status: 'ONBOARDING_START' });
    // Not twice while it runs.
    const again = await h.call('POST', '/a/companies/5/payment-services/bcb/onboard', {
      token: tokens.admin,
    });
    expect(again.status).toBe(422);

    const steps = await transitions(5, 'bcb');
    expect(steps.map((s) => [s.order, s.state, s.result])).toEqual([
      [1, null, null],
      [2, null, null],
      [3, null, null],
    ]);
    const [first, second, third] = steps as [
      OnboardingTransition,
      OnboardingTransition,
      OnboardingTransition,
    ];

    // Fields: an object of text values, validated.
    const bad = await h.call('PUT', `/a/companies/onboarding-transitions/${first.id}/fields`, {
      token: tokens.admin,
      body: { fields: { contact_email: 42 } },
    });
    expect(bad.status).toBe(422);
    const edited = await h.call('PUT', `/a/companies/onboarding-transitions/${first.id}/fields`, {
      token: tokens.admin,
      body: { fields: { contact_email: 'ops@umbrella.test', note: 'first' } },
    });
    expect(edited.status).toBe(200);
    expect((await json(edited)).data.fields).toEqual({
      contact_email: 'ops@umbrella.test',
      note: 'first',
    });

    // Only the next pending transition.
    const skip = await h.call('POST', `/a/companies/onboarding-transitions/${second.id}`, {
      token: tokens.admin,
    });
    expect(skip.status).toBe(422);
    expect((await json(skip)).message).toBe('Only the next transition may be applied.');

    const applied = await h.call('POST', `/a/companies/onboarding-transitions/${first.id}`, {
      token: tokens.admin,
    });
    expect((await json(applied)).data).toMatchObject({ state: 'COMPLETED', result: 'SUCCESS' });
    expect((await services(5))[1]).toMatchObject({ status: 'ONBOARDING_IN_PROGRESS' });
    // An applied transition is neither applied again nor edited.
    expect(
      (
        await h.call('POST', `/a/companies/onboarding-transitions/${first.id}`, {
          token: tokens.admin,
        })
      ).status,
    ).toBe(422);
    expect(
      (
        await h.call('PUT', `/a/companies/onboarding-transitions/${first.id}/fields`, {
          token: tokens.admin,
          body: { fields: {} },
        })
      ).status,
    ).toBe(422);

    for (const step of [second, third]) {
      const res = await h.call('POST', `/a/companies/onboarding-transitions/${step.id}`, {
        token: tokens.admin,
      });
      expect(res.status).toBe(200);
    }
    expect((await services(5))[1]).toMatchObject({ service: 'bcb', status: 'ACTIVE' });
    expect((await transitions(5, 'bcb')).every((s) => s.state === 'COMPLETED')).toBe(true);
    // An ACTIVE service is not onboarded again.
    const active = await h.call('POST', '/a/companies/5/payment-services/bcb/onboard', {
      token: tokens.admin,
    });
    expect(active.status).toBe(422);
  });

  it('refuses an unknown service (422) and an unknown transition (404)', async () => {
    const res = await h.call('POST', '/a/companies/5/payment-services/paypal/onboard', {
      token: tokens.admin,
    });
    expect(res.status).toBe(422);
    expect((await json(res)).errors).toHaveProperty('s');
    const missing = await h.call('POST', '/a/companies/onboarding-transitions/999999', {
      token: tokens.admin,
    });
    expect(missing.status).toBe(404);
  });

  it('restarts a DISABLED service', async () => {
    const res = await h.call('POST', '/a/companies/3/payment-services/bcb/onboard', {
      token: tokens.admin,
    });
    expect((await json(res)).data).toMatchObject({ status: 'ONBOARDING_START' });
    expect(await transitions(3, 'bcb')).toHaveLength(3);
  });
});
