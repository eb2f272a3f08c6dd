import type { FlexportalClient } from '@flexportal/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { FlexportalProvider } from '../../../provider/FlexportalProvider.js';
import { signedInClient } from '../../../testing/sandbox.test-utils.js';
import { Ticket } from '../ticket/Ticket.js';
import { Tickets } from './Tickets.js';

// Globex's tickets are this file's own; round trips can take seconds on a loaded machine.
const slow = { timeout: 20_000 };
const SUBJECT = `Globex ticket ${Math.random().toString(36).slice(2, 8)}`;
let client: FlexportalClient;
beforeAll(async () => {
  client = await signedInClient('manager@globex.test');
});

const pick = (label: string, files: File[]) =>
  fireEvent.change(screen.getByLabelText(label), { target: { files } });

describe('<Tickets> and <Ticket> against the sandbox', () => {
  it('refuses a fourth file before sending, then opens the ticket and lists it', async () => {
    const onCreate = vi.fn();
    render(
      <FlexportalProvider client={client}>
        <Tickets onCreate={onCreate} />
      </FlexportalProvider>,
    );
    await screen.findByRole('heading', { name: 'New ticket' }, slow);
    fireEvent.change(screen.getByRole('textbox', { name: 'Subject' }), {
      target: { value: SUBJECT },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), {
      target: { value: 'Please check.' },
    });
    const file = (name: string) => new File(['hello\n'], name, { type: 'text/plain' });
    pick('Attachments', [file('a.txt'), file('b.txt'), file('c.txt'), file('d.txt')]);
    expect(screen.getByRole('alert').textContent).toBe('Attach at most 3 files.');
    fireEvent.click(screen.getByRole('button', { name: 'Remove d.txt' }));
    expect(screen.queryByText('Attach at most 3 files.')).toBeNull();
    // jsdom's FormData cannot carry a File through Node's fetch: uploads are proven in the
    // browser (e2e/portal/support.spec.ts) and by the sandbox's route tests.
    for (const name of ['a.txt', 'b.txt', 'c.txt'])
      fireEvent.click(screen.getByRole('button', { name: `Remove ${name}` }));
    fireEvent.submit(screen.getByRole('button', { name: 'Open ticket' }));
    await waitFor(() => expect(onCreate).toHaveBeenCalledTimes(1), slow);
    const cell = await screen.findByText(new RegExp(SUBJECT), {}, slow);
    expect(cell.closest('table')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Subject' }) as HTMLInputElement).value).toBe('');
  }, 30_000);

  it('shows the thread and adds a reply', async () => {
    const list = await client.http.list<{ id: number; subject: string }>('manager/tickets');
    const mine = list.items.find((x) => x.subject === SUBJECT);
    render(
      <FlexportalProvider client={client}>
        <Ticket ticketId={mine?.id as number} />
      </FlexportalProvider>,
    );
    await screen.findByRole('heading', { name: `Ticket #${mine?.id}: ${SUBJECT}` }, slow);
    expect(screen.getByText('Please check.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Your reply'), { target: { value: 'One more thing' } });
    fireEvent.submit(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('One more thing', {}, slow)).toBeTruthy();
  }, 30_000);
});
