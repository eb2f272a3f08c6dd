import type { FlexportalClient } from '@flexportal/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { FlexportalProvider } from '../../../provider/FlexportalProvider.js';
import { signedInClient } from '../../../testing/sandbox.test-utils.js';
import { AdminKycArchives } from './AdminKycArchives.js';

// Behaviour through the UI against the real sandbox (its archive job runs for real).
const slow = { timeout: 20_000 };
let client: FlexportalClient;
beforeAll(async () => {
  client = await signedInClient('admin@flexportal.test');
});

const form = () => screen.getByRole('form');

describe('<AdminKycArchives> against the sandbox', () => {
  it('generates an archive for a date range and shows it Ready with a download', async () => {
    render(
      <FlexportalProvider client={client}>
        <AdminKycArchives />
      </FlexportalProvider>,
    );
    await screen.findByRole('heading', { name: 'KYC file archives' }, slow);
    fireEvent.change(within(form()).getByLabelText('Uploaded from'), {
      target: { value: '2025-02-03' },
    });
    fireEvent.change(within(form()).getByLabelText('Uploaded until'), {
      target: { value: '2025-02-04' },
    });
    fireEvent.submit(screen.getByRole('button', { name: 'Generate' }));
    await screen.findByText('The archive is being generated.', undefined, slow);
    const [button] = await screen.findAllByRole(
      'button',
      { name: /^Download kyc-archive-\d+-2025-02-03-2025-02-04\.zip$/ },
      slow,
    );
    const row = button?.closest('tr') as HTMLElement;
    expect(within(row).getByText('Ready')).toBeTruthy();
  }, 30_000);

  it('keeps the dates and shows the range message beside the field, in German', async () => {
    render(
      <FlexportalProvider client={client} locale="de">
        <AdminKycArchives />
      </FlexportalProvider>,
    );
    await screen.findByRole('heading', { name: 'KYC-Dateiarchive' }, slow);
    const to = within(form()).getByLabelText('Hochgeladen bis') as HTMLInputElement;
    fireEvent.change(within(form()).getByLabelText('Hochgeladen ab'), {
      target: { value: '2025-03-10' },
    });
    fireEvent.change(to, { target: { value: '2025-03-01' } });
    fireEvent.submit(screen.getByRole('button', { name: 'Erstellen' }));
    // Issue 38: the screen's German, never the server's English.
    expect(
      await screen.findByText(
        'Geben Sie ein Enddatum am oder nach dem Startdatum ein, höchstens ein Jahr später.',
        undefined,
        slow,
      ),
    ).toBeTruthy();
    expect(document.body.textContent).not.toContain('The end date may not be');
    expect(to.value).toBe('2025-03-01');
  }, 30_000);
});
