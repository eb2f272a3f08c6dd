import type { FlexportalClient } from '@flexportal/core';
import type { ComplianceTracking } from '@flexportal/core/contract';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { FlexportalProvider } from '../../../provider/FlexportalProvider.js';
import { signedInClient } from '../../../testing/sandbox.test-utils.js';
import { Notifications } from '../../support/notifications/Notifications.js';
import { ComplianceTrackings } from './ComplianceTrackings.js';

// Against the real sandbox (issue 38): an administrator opens a tracking of Globex (it holds
// nobody), Globex's manager hands in the proof of address and the reviewer declines it with a
// reason; the tracking's page shows what is asked and takes the files.
const slow = { timeout: 20_000 };
const PDF = new Uint8Array([...new TextEncoder().encode('%PDF-1.4\n'), ...new Uint8Array(64)]);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const REASON = 'The page is cut off.';
let manager: FlexportalClient;
let tracking: ComplianceTracking;

/**
 * A multipart body of one `document` written by hand: jsdom's FormData and File are not the
 * ones Node's fetch sends (the screen's own uploads go through jsdom's XMLHttpRequest).
 */
function multipart(name: string, bytes: Uint8Array) {
  const boundary = 'flexportal-test-boundary';
  const head = new TextEncoder().encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="document"; filename="${name}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const tail = new TextEncoder().encode(`\r\n--${boundary}--\r\n`);
  return {
    body: new Uint8Array([...head, ...bytes, ...tail]),
    headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
  };
}

const fileOf = (bunch: string) => tracking.files.find((f) => f.bunch === bunch)?.id as number;

beforeAll(async () => {
  const admin = await signedInClient('admin@flexportal.test');
  manager = await signedInClient('manager@globex.test');
  const company = (await manager.http.data<{ company: { id: number } }>('auth/me')).company.id;
  tracking = await admin.http.data<ComplianceTracking>('a/compliance-trackings', {
    method: 'POST',
    body: { company_id: company, entity: 'company', entity_id: company },
  });
  await manager.http.raw(
    `compliance-trackings/${tracking.id}/files/${fileOf('address')}/document`,
    {
      method: 'POST',
      ...multipart('statement.pdf', PDF),
    },
  );
  await admin.http.raw(`a/compliance-trackings/${tracking.id}/files/${fileOf('address')}/review`, {
    method: 'POST',
    body: { decision: 'decline', reason: REASON },
  });
}, 30_000);

/** The card of one requested file, by its name. */
const card = (name: string) =>
  screen.getByText(name, { selector: '.fp-file__name' }).closest('[part="file"]') as HTMLElement;

/**
 * Every request a client makes: fetch calls through its own `fetch`, and uploads (which go
 * through XMLHttpRequest for their progress) by XMLHttpRequest's `send`.
 */
async function countingClient(email: string) {
  const calls: string[] = [];
  const fetch: typeof globalThis.fetch = (input, init) => {
    calls.push(`${init?.method ?? 'GET'} ${String(input)}`);
    return globalThis.fetch(input, init);
  };
  const send = vi.spyOn(XMLHttpRequest.prototype, 'send');
  return { calls, send, client: await signedInClient(email, fetch) };
}

describe("A compliance tracking's page against the sandbox", () => {
  it('shows what is asked and the reason of the declined file; an upload changes its state', async () => {
    render(
      <FlexportalProvider client={manager}>
        <ComplianceTrackings kycId={tracking.id} />
      </FlexportalProvider>,
    );
    expect(
      await screen.findByRole('heading', { name: `Compliance tracking #${tracking.id}` }, slow),
    ).toBeTruthy();
    await screen.findByText('Passport or ID card', { selector: '.fp-file__name' }, slow);
    const summary = screen.getByText('Subject').closest('dl') as HTMLElement;
    expect(within(summary).getByText(/^Company #\d+$/)).toBeTruthy();
    expect(within(summary).getByText('Declined')).toBeTruthy();
    expect(
      within(card('Proof of address')).getByText(`Declined: ${REASON}`, { exact: false }),
    ).toBeTruthy();
    expect(within(card('Passport or ID card')).getByText('Missing')).toBeTruthy();

    const input = screen.getByLabelText('Choose a file for Passport or ID card');
    fireEvent.change(input, {
      target: { files: [new File([PNG], 'passport.png', { type: 'image/png' })] },
    });
    await waitFor(
      () => expect(within(card('Passport or ID card')).getByText('Handed in')).toBeTruthy(),
      slow,
    );
    expect(within(card('Passport or ID card')).getByText('Uploaded: passport.png')).toBeTruthy();

    // The declined one is dropped on its card instead, and is handed in again.
    const drop = within(card('Proof of address')).getByText('or drop the file here')
      .parentElement as HTMLElement;
    fireEvent.drop(drop, {
      dataTransfer: { files: [new File([PDF], 'statement-2.pdf', { type: 'application/pdf' })] },
    });
    await waitFor(
      () => expect(within(card('Proof of address')).getByText('Handed in')).toBeTruthy(),
      slow,
    );
    expect(within(card('Proof of address')).queryByText(/^Declined:/)).toBeNull();
  }, 60_000);

  it('refuses a wrong type and a too large file before any request, in German', async () => {
    const { calls, send, client } = await countingClient('manager@globex.test');
    render(
      <FlexportalProvider client={client} locale="de">
        <ComplianceTrackings kycId={tracking.id} entity="company" entityId={tracking.entity_id} />
      </FlexportalProvider>,
    );
    await screen.findByText('Declaration of beneficial ownership', {}, slow);
    // Only the requests from here on: loading the page made its own.
    const before = calls.length;
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    const exe = new File([new TextEncoder().encode('MZ\x90\x00 not a document')], 'virus.pdf');
    fireEvent.change(input, { target: { files: [exe] } });
    expect(
      await screen.findByText('Laden Sie ein PDF-, PNG- oder JPEG-Dokument hoch.', {}, slow),
    ).toBeTruthy();
    const big = new File([PDF, new Uint8Array(1024 * 1024)], 'big.pdf', {
      type: 'application/pdf',
    });
    fireEvent.change(input, { target: { files: [big] } });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/1 MB/));
    expect(calls.slice(before).filter((c) => c.startsWith('POST'))).toEqual([]);
    expect(send).not.toHaveBeenCalled();
    send.mockRestore();
  }, 60_000);

  it("leads the demo manager's Upload files to the seeded tracking asking for documents", async () => {
    const acme = await signedInClient('manager@acme.test');
    const { unmount } = render(
      <FlexportalProvider client={acme}>
        <Notifications />
      </FlexportalProvider>,
    );
    const [link] = await screen.findAllByRole('link', { name: 'Upload files' }, slow);
    const href = (link as HTMLAnchorElement).getAttribute('href') as string;
    expect(href).toMatch(/^\/manager\/compliance-trackings\?kycId=\d+$/);
    unmount();
    const kycId = Number(new URL(href, 'http://portal.test').searchParams.get('kycId'));
    render(
      <FlexportalProvider client={acme}>
        <ComplianceTrackings kycId={kycId} />
      </FlexportalProvider>,
    );
    await screen.findByText('Proof of address', { selector: '.fp-file__name' }, slow);
    expect(screen.getByText(/^Transaction #1$/)).toBeTruthy();
    expect(
      within(card('Proof of address')).getByText('Declined: The page is unreadable.', {
        exact: false,
      }),
    ).toBeTruthy();
    expect(screen.getByLabelText('Choose a file for Passport or ID card')).toBeTruthy();
  }, 60_000);

  it('shows a manager-reader the states and reasons without a file control', async () => {
    const reader = await signedInClient('reader@acme.test');
    const [asking] = (
      await reader.http.list<ComplianceTracking>('compliance-trackings/transaction/1')
    ).items.filter((t) => t.files.some((f) => f.status === 'declined'));
    render(
      <FlexportalProvider client={reader}>
        <ComplianceTrackings kycId={asking?.id} entity="transaction" entityId={1} />
      </FlexportalProvider>,
    );
    expect(
      await screen.findByText(
        'Only a manager can hand in these files; you can follow their state here.',
        {},
        slow,
      ),
    ).toBeTruthy();
    expect(
      within(card('Proof of address')).getByText('Declined: The page is unreadable.', {
        exact: false,
      }),
    ).toBeTruthy();
    expect(document.querySelector('input[type="file"]')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  }, 60_000);
});
