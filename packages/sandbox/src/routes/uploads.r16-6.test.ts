import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateRawSync } from 'node:zlib';
import { ComplianceTracking, listEnvelope } from '@flexportal/core/contract';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { imports } from '../db/schemaImports.js';
import { reportJobsIdle } from '../reports/reportJob.js';
import { json, recordingLive, sandboxSuite } from '../testing/harness.js';
import { failedImportJob, importXlsx, uploadImport } from '../testing/importFiles.js';

// R16.6 (issue 36, finding 6): an xlsx whose central directory lies about its sizes is
// refused before anything inflates past the limit; no upload leaves a temporary file
// behind; a file name outside ASCII downloads with 200 and an RFC 5987 `filename*`.
const { h, tokens, ids } = sandboxSuite({
  logins: ['acme', 'kyc', 'admin'],
  accountsOf: ['acme'],
  app: { importPaceMs: 0 },
});

const IBAN = 'DE44500105175407324931';
const EURO_NAME = 'Zahlungen €.xlsx';
const EURO_STAR = "filename*=UTF-8''Zahlungen%20%E2%82%AC.xlsx";
/** What the finding reported: a sheet declared as 1 KB that inflates to 100 MB. */
const BOMB_BYTES = 100 * 1024 * 1024;
const DECLARED = 1024;

/** A small good xlsx, as exceljs (like Excel) writes it: the sheet before its strings. */
const goodXlsx = (amount = 10) => importXlsx([[amount, 'sepa', 'Wayne', IBAN]]);

/** A zip header of `length` bytes: each field [offset, value, width] little-endian. */
function zipHeader(length: number, fields: Array<[number, number, 2 | 4]>): Buffer {
  const header = Buffer.alloc(length);
  for (const [at, value, width] of fields) {
    if (width === 4) header.writeUInt32LE(value, at);
    else header.writeUInt16LE(value, at);
  }
  return header;
}

/**
 * Re-zips the entries of `xlsx` by hand (deflate, local headers, central directory), with
 * `padded` grown by `pad` bytes of spaces inside its XML while both headers still declare
 * {@link DECLARED} bytes unpacked: only inflating tells the truth.
 */
async function lyingXlsx(padded: string, pad: number): Promise<Uint8Array> {
  const zip = await JSZip.loadAsync(await goodXlsx());
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of Object.values(zip.files)) {
    if (entry.dir) continue;
    let data = Buffer.from(await entry.async('uint8array'));
    if (entry.name === padded) {
      const text = data.toString('utf8');
      const at = text.lastIndexOf('</');
      data = Buffer.concat([
        Buffer.from(text.slice(0, at)),
        Buffer.alloc(pad, 0x20),
        Buffer.from(text.slice(at)),
      ]);
    }
    const packed = deflateRawSync(data);
    const size = entry.name === padded ? DECLARED : data.length;
    const name = Buffer.from(entry.name);
    const local = zipHeader(30, [
      [0, 0x04034b50, 4],
      [4, 20, 2],
      [8, 8, 2],
      [14, crc32(data), 4],
      [18, packed.length, 4],
      [22, size, 4],
      [26, name.length, 2],
    ]);
    const dir = zipHeader(46, [
      [0, 0x02014b50, 4],
      [4, 20, 2],
      [6, 20, 2],
      [10, 8, 2],
      [16, crc32(data), 4],
      [20, packed.length, 4],
      [24, size, 4],
      [28, name.length, 2],
      [42, offset, 4],
    ]);
    locals.push(local, name, packed);
    central.push(dir, name);
    offset += local.length + name.length + packed.length;
  }
  const dirBytes = Buffer.concat(central);
  const end = zipHeader(22, [
    [0, 0x06054b50, 4],
    [8, central.length / 2, 2],
    [10, central.length / 2, 2],
    [12, dirBytes.length, 4],
    [16, offset, 4],
  ]);
  return new Uint8Array(Buffer.concat([...locals, dirBytes, end]));
}

const upload = (fields: Record<string, string>, bytes: Uint8Array, name: string, code?: string) =>
  uploadImport(h, tokens.acme, fields, bytes, name, code ? { 'X-OTP-Code': code } : {});

/** Runs `work` with the process's temporary folder moved to an empty one; its entries after. */
async function leftInTemp(work: () => Promise<void>): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'r16-6-'));
  const before = process.env.TMPDIR;
  process.env.TMPDIR = dir;
  try {
    await work();
    return readdirSync(dir);
  } finally {
    if (before === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = before;
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('R16.6 uploads: inflated bytes counted, no temporary file left, any file name', () => {
  it('refuses a sheet declared as 1 KB that inflates to 100 MB, and a bomb in any other part', async () => {
    const aid = String(ids['Acme EUR main']);
    const answers: Array<[number, unknown]> = [];
    for (const part of ['xl/worksheets/sheet1.xml', 'docProps/app.xml']) {
      const bomb = await lyingXlsx(part, BOMB_BYTES);
      // Small enough to pass the 2 MB upload limit: only the inflated bytes give it away.
      expect(bomb.length).toBeLessThan(2_000_000);
      const res = await upload({ bank_account_id: aid }, bomb, 'bomb.xlsx');
      answers.push([res.status, await json(res)]);
      console.info(`R16.6 ${part} declared ${DECLARED} B, inflates ${BOMB_BYTES} B: ${res.status}`);
    }
    const refused = {
      message: 'The file unpacks to too much data.',
      errors: { file: ['The file unpacks to too much data.'] },
    };
    expect(answers).toEqual([
      [422, refused],
      [422, refused],
    ]);
  }, 120_000);

  it('leaves 0 files in the temporary folder after previews, failures, creates, jobs and downloads', async () => {
    const aid = String(ids['Acme EUR main']);
    const statuses: number[] = [];
    const left = await leftInTemp(async () => {
      for (let i = 0; i < 3; i++) {
        statuses.push(
          (await upload({ bank_account_id: aid }, await goodXlsx(10 + i), 'p.xlsx')).status,
        );
      }
      const good = await goodXlsx();
      for (const bad of [good.slice(0, good.length - 30), await lyingXlsx('xl/styles.xml', 1e8)]) {
        statuses.push((await upload({ bank_account_id: aid }, bad, 'bad.xlsx')).status);
      }
      const submit = { bank_account_id: aid, is_submit: '1' };
      const create = await goodXlsx(21);
      statuses.push((await upload(submit, create, 'create.xlsx')).status);
      h.tick();
      statuses.push((await upload(submit, create, 'create.xlsx', h.code())).status);
      // An import whose job fails a row (an errors file written from the original), then
      // every file it and a report offer, downloaded.
      const { id } = await failedImportJob(
        h,
        tokens.acme,
        ids['Acme EUR main'] as number,
        'job.xlsx',
        recordingLive().live,
      );
      for (const kind of ['original-file', 'errors-file']) {
        const res = await h.call('GET', `/manager/imports/${id}/downloads/${kind}`, {
          token: tokens.acme,
        });
        statuses.push(res.status, (await res.arrayBuffer()).byteLength > 0 ? 1 : 0);
      }
      const report = await h.call('POST', '/manager/reports/approved-transactions', {
        token: tokens.acme,
        body: { bank_account_id: ids['Acme EUR main'], format: 'xlsx', period: 'total' },
      });
      statuses.push(report.status);
      await reportJobsIdle(h.database.db);
      const rid = (await json(report)).data.id;
      const file = await h.call('GET', `/manager/reports/${rid}/download`, { token: tokens.acme });
      statuses.push(file.status, (await file.arrayBuffer()).byteLength > 0 ? 1 : 0);
    });
    console.info(
      `R16.6 temporary files left after 7 uploads, an import job, 3 downloads: ${left.length}`,
    );
    expect(left).toEqual([]);
    expect(statuses).toEqual([200, 200, 200, 422, 422, 403, 201, 200, 1, 200, 1, 202, 200, 1]);
  }, 120_000);

  it('downloads an import, its errors file, an attachment and a KYC document named with €', async () => {
    const me = (await json(await h.call('GET', '/auth/me', { token: tokens.acme }))).data;
    const original = Buffer.from(await goodXlsx()).toString('base64');
    const [created] = await h.database.db
      .insert(imports)
      .values({
        companyId: me.company.id,
        userId: me.id,
        bankAccountId: ids['Acme EUR main'] as number,
        fileName: EURO_NAME,
        originalFile: original,
        errorsFile: original,
        rows: [],
        rowsTotal: 0,
      })
      .returning({ id: imports.id });
    const id = created?.id as number;
    const downloads: Array<[number, string | null]> = [];
    for (const kind of ['original-file', 'errors-file'] as const) {
      const res = await h.call('GET', `/manager/imports/${id}/downloads/${kind}`, {
        token: tokens.acme,
      });
      downloads.push([res.status, res.headers.get('Content-Disposition')]);
    }
    const form = new FormData();
    form.append('subject', 'Statement');
    form.append('message', 'See the file.');
    form.append('priority', '10');
    const pdf = new TextEncoder().encode('%PDF-1.4\n% r16.6\n');
    form.append('attachments[]', new File([pdf], 'Kontoauszug März €.pdf'));
    const ticket = await h.app.request('/api/v2/manager/tickets', {
      method: 'POST',
      body: form,
      headers: { Accept: 'application/json', Authorization: `Bearer ${tokens.acme}` },
    });
    expect(ticket.status).toBe(201);
    const tid = (await json(ticket)).data.id;
    const threads = (
      await json(
        await h.call('GET', `/manager/tickets/${tid}/threads`, {
          token: tokens.acme,
        }),
      )
    ).data;
    const file = threads[0].attachments[0];
    const got = await h.call('GET', `/manager/tickets/${tid}/attachments/${file.id}/content`, {
      token: tokens.acme,
    });
    downloads.push([got.status, got.headers.get('Content-Disposition')]);

    const kyc = (await json(await h.call('GET', '/auth/me', { token: tokens.kyc }))).data;
    const list = await h.call('GET', `/compliance-trackings/user/${kyc.id}`, {
      token: tokens.kyc,
    });
    const [tracking] = listEnvelope(ComplianceTracking).parse(await json(list)).data;
    const identity = tracking?.files.find((f) => f.bunch === 'identity')?.id;
    const doc = new FormData();
    doc.set('document', new File([pdf], 'Ausweis €.pdf'));
    const sent = await h.app.request(
      `/api/v2/compliance-trackings/${tracking?.id}/files/${identity}/document`,
      {
        method: 'POST',
        headers: { Authorization: `Bearer ${tokens.kyc}`, Accept: 'application/json' },
        body: doc,
      },
    );
    expect(sent.status).toBe(200);
    const back = await h.call(
      'GET',
      `/a/compliance-trackings/${tracking?.id}/files/${identity}/document`,
      { token: tokens.admin },
    );
    downloads.push([back.status, back.headers.get('Content-Disposition')]);
    console.info(`R16.6 downloads named with €: ${downloads.map((d) => d[0]).join(', ')}`);
    expect(downloads).toEqual([
      [200, `attachment; filename="Zahlungen _.xlsx"; ${EURO_STAR}`],
      [
        200,
        `attachment; filename="errors-Zahlungen _.xlsx"; ${EURO_STAR.replace("''", "''errors-")}`,
      ],
      [
        200,
        `attachment; filename="Kontoauszug Marz _.pdf"; filename*=UTF-8''Kontoauszug%20M%C3%A4rz%20%E2%82%AC.pdf`,
      ],
      [200, `attachment; filename="Ausweis _.pdf"; filename*=UTF-8''Ausweis%20%E2%82%AC.pdf`],
    ]);
  }, 60_000);
});
