import type { FlexportalClient } from '@flexportal/core';
import type { Company, CompanyPaymentService } from '@flexportal/core/contract';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { FlexportalProvider } from '../../../provider/FlexportalProvider.js';
import { signedInClient } from '../../../testing/sandbox.test-utils.js';
import { PaymentServices } from './PaymentServices.js';

// Onboards Initech's services, which no other component suite reads.
const slow = { timeout: 20_000 };
let admin: FlexportalClient;
let initech: Company;
let globex: Company;
beforeAll(async () => {
  admin = await signedInClient('admin@flexportal.test');
  const list = await admin.http.list<Company>('a/companies', { per_page: 100 });
  initech = list.items.find((c) => c.name === 'Initech') as Company;
  globex = list.items.find((c) => c.name === 'Globex Corporation') as Company;
});

const view = (companyId: number) =>
  render(
    <FlexportalProvider client={admin}>
      <PaymentServices companyId={String(companyId)} />
    </FlexportalProvider>,
  );

const serviceOf = (name: string) =>
  screen.getByRole('heading', { name: new RegExp(`^${name} `) }).closest('article') as HTMLElement;

describe('<PaymentServices> against the sandbox (AC-4-01..04, AC-7admin-12/13)', () => {
  it('shows each status in its colour and the transitions with state and result', async () => {
    view(globex.id);
    await screen.findByRole('heading', { name: /^free_market / }, slow);
    const free = serviceOf('free_market');
    expect(within(free).getByText('ONBOARDING_IN_PROGRESS').getAttribute('data-tone')).toBe('info');
    expect(within(free).getByText('COMPLETED').getAttribute('data-tone')).toBe('success');
    expect(within(free).getByText('SUCCESS').getAttribute('data-tone')).toBe('success');
    // Not applied yet: state secondary (neutral), result primary (info).
    expect(within(free).getAllByText('Pending')[0]?.getAttribute('data-tone')).toBe('neutral');
    expect(within(free).getAllByText('No result')[0]?.getAttribute('data-tone')).toBe('info');
    const bcb = serviceOf('bcb');
    expect(within(bcb).getByText('DISABLED').getAttribute('data-tone')).toBe('danger');
    expect(within(bcb).getByRole('button', { name: 'Start onboarding' })).toBeTruthy();
  }, 30_000);

  it('starts onboarding, keeps refused field input, applies every step and ends ACTIVE', async () => {
    view(initech.id);
    await screen.findByRole('heading', { name: /^free_market Not started/ }, slow);
    fireEvent.click(
      within(serviceOf('free_market')).getByRole('button', { name: 'Start onboarding' }),
    );
    await waitFor(
      () => expect(within(serviceOf('free_market')).getByText('ONBOARDING_START')).toBeTruthy(),
      slow,
    );
    expect(
      within(serviceOf('free_market')).getByText('ONBOARDING_START').getAttribute('data-tone'),
    ).toBe('warning');

    // A value the server refuses: the message shows and the input stays.
    const input = (await screen.findByLabelText('contact_email', {}, slow)) as HTMLInputElement;
    const tooLong = 'x'.repeat(501);
    fireEvent.change(input, { target: { value: tooLong } });
    fireEvent.submit(screen.getByRole('button', { name: 'Save fields' }));
    expect(await screen.findAllByRole('alert', {}, slow)).not.toHaveLength(0);
    expect((screen.getByLabelText('contact_email') as HTMLInputElement).value).toBe(tooLong);
    fireEvent.change(screen.getByLabelText('contact_email'), {
      target: { value: 'ops@initech.test' },
    });
    fireEvent.submit(screen.getByRole('button', { name: 'Save fields' }));
    await waitFor(async () => {
      const steps = await admin.http.data<Array<{ fields: Record<string, string> }>>(
        `a/companies/onboarding-transitions?company_id=${initech.id}&service=free_market`,
      );
      expect(steps[0]?.fields).toEqual({ contact_email: 'ops@initech.test' });
    }, slow);

    for (const step of ['submit_documents', 'compliance_review', 'provider_activation']) {
      const apply = await screen.findByRole('button', { name: `Apply next: ${step}` }, slow);
      fireEvent.click(apply);
      await waitFor(
        () => expect(screen.queryByRole('button', { name: `Apply next: ${step}` })).toBeNull(),
        slow,
      );
    }
    await waitFor(
      () =>
        expect(within(serviceOf('free_market')).getByText('ACTIVE').getAttribute('data-tone')).toBe(
          'success',
        ),
      slow,
    );
    const services = await admin.http.data<CompanyPaymentService[]>(
      `a/companies/payment-services?company_id=${initech.id}`,
    );
    expect(services.find((s) => s.service === 'free_market')?.status).toBe('ACTIVE');
    expect(
      within(serviceOf('free_market')).queryByRole('button', { name: 'Start onboarding' }),
    ).toBeNull();
  }, 60_000);

  it('says so when the services cannot be loaded', async () => {
    view(999999);
    expect(
      await screen.findByText('The payment services could not be loaded.', { exact: false }, slow),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
