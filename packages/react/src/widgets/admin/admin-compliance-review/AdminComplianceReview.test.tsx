import type { FlexportalClient } from '@flexportal/core';
import type { ComplianceTracking } from '@flexportal/core/contract';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { FlexportalProvider } from '../../../provider/FlexportalProvider.js';
import { signedInClient } from '../../../testing/sandbox.test-utils.js';
import { AdminComplianceReview } from './AdminComplianceReview.js';

// Against the real sandbox: an administrator opens a tracking of Globex (it holds nobody),
// Globex's manager signs its declaration, and the screen reviews it.
const slow = { timeout: 20_000 };
let admin: FlexportalClient;
let tracking: ComplianceTracking;

beforeAll(async () => {
  admin = await signedInClient('admin@flexportal.test');
  const globex = await signedInClient('manager@globex.test');
  const me = await globex.http.data<{ company: { id: number } }>('auth/me');
  const company = me.company.id;
  tracking = await admin.http.data<ComplianceTracking>('a/compliance-trackings', {
    method: 'POST',
    body: { company_id: company, entity: 'company', entity_id: company },
  });
  const declaration = tracking.files.find((f) => f.bunch === 'declaration');
  tracking = await globex.http.data<ComplianceTracking>(
    `compliance-trackings/${tracking.id}/files/${declaration?.id}/signature`,
    { method: 'POST', body: { signature: 'Gina Globex' } },
  );
}, 30_000);

const group = (name: string) => screen.getByRole('group', { name });

describe('<AdminComplianceReview> against the sandbox', () => {
  it('approves the signed declaration, then declines it with a reason', async () => {
    render(
      <FlexportalProvider client={admin}>
        <AdminComplianceReview trackingId={tracking.id} />
      </FlexportalProvider>,
    );
    await screen.findByRole('heading', { name: `Compliance review #${tracking.id}` }, slow);
    expect(screen.getByRole('link', { name: 'Globex Corporation' }).getAttribute('href')).toMatch(
      /^\/admin\/company-profile\/\d+$/,
    );
    const name = 'Declaration of beneficial ownership';
    expect(within(group(name)).getByText('Waiting for review')).toBeTruthy();
    expect(within(group(name)).getByText('Signed')).toBeTruthy();
    // Documents not uploaded yet wait for the company: nothing to do with them.
    expect(within(group('Passport or ID card')).queryByRole('button')).toBeNull();
    fireEvent.click(within(group(name)).getByRole('button', { name: `Approve ${name}` }));
    // A reviewed file is drawn anew: find its group again each time.
    await waitFor(() => expect(within(group(name)).getByText('Approved')).toBeTruthy(), slow);

    // Declined after all; first without a reason: the screen's sentence beside the field.
    fireEvent.click(within(group(name)).getByRole('button', { name: 'Decline' }));
    await waitFor(
      () => expect(within(group(name)).getByText('Give a reason for the decline.')).toBeTruthy(),
      slow,
    );
    fireEvent.change(within(group(name)).getByLabelText(`Reason to decline ${name}`), {
      target: { value: 'The name does not match.' },
    });
    fireEvent.click(within(group(name)).getByRole('button', { name: 'Decline' }));
    expect(
      await screen.findByText('Declined: The name does not match.', undefined, slow),
    ).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Declined');
  }, 30_000);

  it('says so for an unknown tracking, in German', async () => {
    render(
      <FlexportalProvider client={admin} locale="de">
        <AdminComplianceReview trackingId={999999} />
      </FlexportalProvider>,
    );
    expect(
      await screen.findByText('Diese Prüfung wurde nicht gefunden.', undefined, slow),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Compliance-Prüfung' })).toBeTruthy();
  }, 30_000);
});
