import { addDecimal, type FlexportalClient } from '@flexportal/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { FlexportalProvider } from '../../../provider/FlexportalProvider.js';
import { signedInClient } from '../../../testing/sandbox.test-utils.js';
import { AdminCredit } from './AdminCredit.js';

// Credits Globex USD, an account no other component suite reads a balance of.
const ADMIN = 'admin@flexportal.test';
const slow = { timeout: 20_000 };
let admin: FlexportalClient;
beforeAll(async () => {
  admin = await signedInClient(ADMIN);
});

async function newestMailId(): Promise<number> {
  const res = await fetch(new URL(`/sandbox/mailbox?email=${ADMIN}`, inject('sandboxApiUrl')));
  const mail = (await res.json()) as { data: Array<{ id: number; body: string }> };
  return mail.data[0]?.id ?? 0;
}
async function codeAfter(id: number): Promise<string> {
  let code = '';
  await waitFor(async () => {
    const res = await fetch(new URL(`/sandbox/mailbox?email=${ADMIN}`, inject('sandboxApiUrl')));
    const mail = (await res.json()) as { data: Array<{ id: number; body: string }> };
    const newest = mail.data[0];
    expect(newest && newest.id > id).toBe(true);
    code = /(\d{6})/.exec(newest?.body ?? '')?.[1] ?? '';
  }, slow);
  return code;
}
const balanceOf = async (name: string) => {
  const list = await admin.http.list<{ name: string; available_balance: string }>(
    'a/bank-accounts',
    { page: 1, per_page: 100 },
  );
  return list.items.find((a) => a.name === name)?.available_balance ?? '';
};

describe('<AdminCredit> against the sandbox (AC-7admin-03)', () => {
  it('confirms amount and account, asks the code, credits and shows the new balance', async () => {
    const before = await balanceOf('Globex USD');
    render(
      <FlexportalProvider client={admin}>
        <AdminCredit />
      </FlexportalProvider>,
    );
    const account = (await screen.findByLabelText('Account', {}, slow)) as HTMLSelectElement;
    const option = [...account.options].find((o) => /: Globex USD \(/.test(o.text));
    expect(option).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Top up' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.change(account, { target: { value: option?.value } });
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '12.34' } });
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'Wire 42' } });
    fireEvent.submit(submit);

    const confirm = await screen.findByRole('dialog', { name: 'Confirm the top-up' });
    expect(within(confirm).getByText('12.34 USD')).toBeTruthy();
    expect(within(confirm).getByText('Globex USD')).toBeTruthy();
    expect(within(confirm).getByText('Wire 42')).toBeTruthy();
    const mailed = await newestMailId();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Credit the account' }));

    const dialog = await screen.findByRole('dialog', { name: 'Two-factor authentication' }, slow);
    await waitFor(() => expect(within(dialog).getByText('12.34 USD')).toBeTruthy(), slow);
    const code = await codeAfter(mailed);
    await within(dialog).findByLabelText('Digit 1 of 6', {}, slow);
    for (const [i, digit] of [...code].entries()) {
      fireEvent.change(within(dialog).getByLabelText(`Digit ${i + 1} of 6`), {
        target: { value: digit },
      });
    }
    const after = addDecimal(before, '12.34');
    const done = await screen.findByText(/^Credited 12\.34\sUSD to Globex USD\./, {}, slow);
    await waitFor(
      () => expect(done.textContent).toContain(after.replace(/\B(?=(\d{3})+\.)/g, ',')),
      slow,
    );
    expect(await balanceOf('Globex USD')).toBe(after);
  }, 60_000);

  it('shows its title in German, downloaded with the locale', async () => {
    render(
      <FlexportalProvider client={admin} locale="de">
        <AdminCredit />
      </FlexportalProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Aufladung' }, slow)).toBeTruthy();
  });
});
