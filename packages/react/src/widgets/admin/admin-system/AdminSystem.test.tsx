import type { FlexportalClient } from '@flexportal/core';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FlexportalProvider } from '../../../provider/FlexportalProvider.js';
import { signedInClient } from '../../../testing/sandbox.test-utils.js';
import { AdminSystem } from './AdminSystem.js';

const slow = { timeout: 20_000 };
let admin: FlexportalClient;
beforeAll(async () => {
  admin = await signedInClient('admin@flexportal.test');
});

function setHidden(hidden: boolean) {
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => (hidden ? 'hidden' : 'visible'),
  });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}
afterEach(() => setHidden(false));

const show = (props: Parameters<typeof AdminSystem>[0], locale: 'en' | 'de' = 'en') =>
  render(
    <FlexportalProvider client={admin} locale={locale}>
      <AdminSystem {...props} />
    </FlexportalProvider>,
  );

const chartName = async () =>
  (await screen.findByRole('img', { name: /^CPU load over 1 minute/ }, slow)).getAttribute(
    'aria-label',
  );

describe('<AdminSystem> against the sandbox (AC-2admin-16, AC-3-35, AC-9-03, AC-9-04)', () => {
  it("shows the host's CPU load and its chart moves with each refresh", async () => {
    show({ subpage: 'cpu', refreshSeconds: 1 });
    expect(await screen.findByRole('heading', { name: 'System overview: CPU' }, slow)).toBeTruthy();
    expect(await screen.findByText('Cores', {}, slow)).toBeTruthy();
    expect(screen.getByText(/Refreshes every 1 s while this page is visible/)).toBeTruthy();
    const before = await chartName();
    // The next sample arrives by itself: the chart now ends at a later time.
    await waitFor(async () => expect(await chartName()).not.toBe(before), { timeout: 8000 });
  }, 30_000);

  it('stops refreshing while the page is hidden and refreshes when it shows again', async () => {
    show({ subpage: 'cpu', refreshSeconds: 1 });
    const first = await chartName();
    setHidden(true);
    // A refresh sent just before is let land; after it nothing more is asked.
    await new Promise((r) => setTimeout(r, 500));
    const hidden = await chartName();
    await new Promise((r) => setTimeout(r, 2500));
    expect(await chartName()).toBe(hidden);
    setHidden(false);
    await waitFor(async () => expect(await chartName()).not.toBe(hidden), { timeout: 8000 });
    expect(first).toBeTruthy();
  }, 30_000);

  it('shows the disk in GB', async () => {
    show({ subpage: 'hdd' });
    expect(
      await screen.findByRole('heading', { name: 'System overview: Disk' }, slow),
    ).toBeTruthy();
    const total = await screen.findByText('Total', {}, slow);
    expect(total.nextElementSibling?.textContent).toMatch(/^[\d,]+\.\d\d GB$/);
    expect(screen.getByRole('img', { name: /^Disk space used in GB/ })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Used (GB)' })).toBeTruthy();
  }, 30_000);

  it("charts the sandbox's jobs for the message queue, and says when a series has no source", async () => {
    const { unmount } = show({ subpage: 'rabbitmq' });
    expect(
      await screen.findByText(/its own import and report jobs stand in for it/, {}, slow),
    ).toBeTruthy();
    expect(screen.getByText('Waiting')).toBeTruthy();
    unmount();
    show({ subpage: 'crm_queue_tags' });
    expect(
      await screen.findByText(/This series has no source: the sandbox runs no CRM queue/, {}, slow),
    ).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  }, 30_000);

  it('names an unknown series, and speaks German', async () => {
    const { unmount } = show({ subpage: 'mainframe' });
    expect((await screen.findByRole('alert', {}, slow)).textContent).toBe(
      'There is no system series named "mainframe".',
    );
    unmount();
    show({ subpage: 'hdd' }, 'de');
    expect(
      await screen.findByRole('heading', { name: 'Systemübersicht: Festplatte' }, slow),
    ).toBeTruthy();
  }, 30_000);
});
