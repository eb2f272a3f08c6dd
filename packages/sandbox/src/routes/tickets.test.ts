import { Ticket, TicketThread } from '@flexportal/core/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { json, recordingLive, sandboxSuite } from '../testing/harness.js';

const { live, events } = recordingLive();
const { h, tokens } = sandboxSuite({
  logins: ['acme', 'reader', 'globex', 'admin'],
  app: { live },
});

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\n%%EOF\n');
const EXE = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00]);

/** A multipart request with `attachments[]`, as the client sends it. */
function send(
  path: string,
  fields: Record<string, string>,
  files: Array<[string, Uint8Array<ArrayBuffer>]>,
  token: string,
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const [name, bytes] of files) form.append('attachments[]', new File([bytes], name));
  return h.app.request(`/api/v2${path}`, {
    method: 'POST',
    body: form,
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
  });
}
const count = async (token: string) =>
  (await json(await h.call('GET', '/manager/tickets', { token }))).meta.total as number;

describe('manager/tickets (AC-7mgr-23..26)', () => {
  let ticket: Ticket;

  it('opens a ticket with a sniffed attachment and lists it first', async () => {
    const res = await send(
      '/manager/tickets',
      { subject: 'Card top-up <b>failed</b>', message: 'See the PDF.', priority: '15' },
      [['statement.pdf', PDF]],
      tokens.acme,
    );
    expect(res.status).toBe(201);
    ticket = Ticket.parse((await json(res)).data);
    expect(ticket).toMatchObject({ subject: 'Card top-up <b>failed</b>', priority: 15 });
    const list = await json(await h.call('GET', '/manager/tickets', { token: tokens.acme }));
    expect(list.data[0].id).toBe(ticket.id);
    const latest = await json(
      await h.call('GET', '/manager/tickets/latest', { token: tokens.acme }),
    );
    expect(latest.data[0].id).toBe(ticket.id);
    const filtered = await json(
      await h.call('GET', '/manager/tickets?priority=15&status=open', { token: tokens.acme }),
    );
    expect(filtered.data.map((t: Ticket) => t.id)).toEqual([ticket.id]);
  });

  it('hands the thread with its attachment and the file’s bytes of the sniffed type', async () => {
    const threads = z
      .array(TicketThread)
      .parse(
        (
          await json(
            await h.call('GET', `/manager/tickets/${ticket.id}/threads`, { token: tokens.acme }),
          )
        ).data,
      );
    expect(threads).toHaveLength(1);
    const file = threads[0]?.attachments[0];
    expect(file).toMatchObject({
      filename: 'statement.pdf',
      content_type: 'application/pdf',
      size: PDF.length,
    });
    const res = await h.call(
      'GET',
      `/manager/tickets/${ticket.id}/attachments/${file?.id}/content`,
      {
        token: tokens.acme,
      },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain('statement.pdf');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PDF);
    const one = await h.call('GET', `/manager/tickets/${ticket.id}/threads/${threads[0]?.id}`, {
      token: tokens.acme,
    });
    expect(one.status).toBe(200);
  });

  it('refuses a renamed executable, a fourth file and a file over 500 KB, writing nothing', async () => {
    const before = await count(tokens.acme);
    const base = { subject: 'x', message: 'y' };
    const cases: Array<Array<[string, Uint8Array<ArrayBuffer>]>> = [
      [['invoice.pdf', EXE]],
      [
        ['a.pdf', PDF],
        ['b.pdf', PDF],
        ['c.pdf', PDF],
        ['d.pdf', PDF],
      ],
      [['big.txt', new Uint8Array(500 * 1024 + 1).fill(0x41)]],
    ];
    for (const files of cases) {
      const res = await send('/manager/tickets', base, files, tokens.acme);
      expect(res.status).toBe(422);
      expect(Object.keys((await json(res)).errors)).toEqual(['attachments']);
    }
    const bad = await send(
      '/manager/tickets',
      { subject: 'x', message: 'y', priority: '7' },
      [],
      tokens.acme,
    );
    expect(bad.status).toBe(422);
    expect(await count(tokens.acme)).toBe(before);
  });

  it('keeps tickets to their company, and readers read only', async () => {
    for (const path of [
      `/manager/tickets/${ticket.id}`,
      `/manager/tickets/${ticket.id}/threads`,
      `/manager/tickets/${ticket.id}/attachments`,
      `/manager/tickets/${ticket.id}/attachments/1/content`,
    ])
      expect(await h.status('GET', path, { token: tokens.globex })).toBe(404);
    expect(await count(tokens.globex)).toBe(0);
    const reply = await send(
      `/manager/tickets/${ticket.id}/reply`,
      { message: 'hi' },
      [],
      tokens.globex,
    );
    expect(reply.status).toBe(404);
    const readerReply = await send(
      `/manager/tickets/${ticket.id}/reply`,
      { message: 'hi' },
      [],
      tokens.reader,
    );
    expect(readerReply.status).toBe(403);
    expect(await h.status('GET', `/manager/tickets/${ticket.id}`, { token: tokens.reader })).toBe(
      200,
    );
  });

  it('support answers live; the manager replies with a file and closes the ticket', async () => {
    events.length = 0;
    const answer = await h.call('POST', `/a/tickets/${ticket.id}/reply`, {
      token: tokens.admin,
      body: { message: 'We are on it.' },
    });
    expect(answer.status).toBe(201);
    expect(events).toEqual([
      {
        channel: expect.stringMatching(/^private-company\.\d+$/),
        event: 'ticket.updated',
        data: { id: ticket.id },
      },
    ]);
    const status = (
      await json(await h.call('GET', `/manager/tickets/${ticket.id}`, { token: tokens.acme }))
    ).data.status;
    expect(status).toBe('answered');
    const reply = await send(
      `/manager/tickets/${ticket.id}/reply`,
      { message: 'Thanks, here is the log.' },
      [['log.txt', new TextEncoder().encode('line 1\nline 2\n')]],
      tokens.acme,
    );
    expect(reply.status).toBe(201);
    expect(TicketThread.parse((await json(reply)).data).attachments[0]?.content_type).toBe(
      'text/plain',
    );
    const files = await json(
      await h.call('GET', `/manager/tickets/${ticket.id}/attachments`, { token: tokens.acme }),
    );
    expect(files.data.map((f: { filename: string }) => f.filename)).toEqual([
      'statement.pdf',
      'log.txt',
    ]);
    const closed = await h.call('PUT', `/manager/tickets/${ticket.id}`, {
      token: tokens.acme,
      body: { status: 'closed' },
    });
    expect((await json(closed)).data.status).toBe('closed');
    expect(
      await h.status('PUT', `/manager/tickets/${ticket.id}`, {
        token: tokens.acme,
        body: { priority: 3 },
      }),
    ).toBe(422);
  });
});
