import { setTimeout as sleep } from 'node:timers/promises';
import { annotateWorkbook, planImportErrors } from '@flexportal/core/imports';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { imports } from '../db/schemaImports.js';
import type { Deps } from '../http/env.js';
import { ApiError } from '../http/errors.js';
import { outgoingMove } from '../ledger/moveLegs.js';
import { ownAccount, quoteWithdrawal, totalOf } from '../ledger/operations.js';
import { postMove } from '../ledger/postMove.js';
import { cellText } from '../lib/xlsxTable.js';
import { publishAccounts } from '../live/routes.js';
import { publishImport, type StoredImportRow } from './importStore.js';

/** Rows posted between two progress updates. */
const CHUNK = 5;

/**
 * The background job of one import (AC-4-05, AC-8): QUEUE, then PROCESSING with progress
 * after every chunk, then DONE, or ERROR with an errors file (the original with the failed
 * rows' cells annotated) when rows failed. Each row posts in its own database transaction:
 * a row the balance cannot cover fails alone. Every change is pushed as `import.updated`.
 */
export async function runImportJob(deps: Deps, importId: number): Promise<void> {
  const { db } = deps;
  const [imp] = await db.select().from(imports).where(eq(imports.id, importId));
  if (!imp) return;
  const companyId = imp.companyId;
  const update = async (set: Partial<typeof imports.$inferInsert>) => {
    await db.update(imports).set(set).where(eq(imports.id, importId));
    await publishImport(deps, companyId, importId, 'import.updated');
  };
  try {
    await sleep(deps.config.importPaceMs);
    await update({ status: 'PROCESSING' });
    const rows = imp.rows as StoredImportRow[];
    const errors: Record<string, string[]> = {};
    let ok = { count: 0, units: 0n, withFee: 0n };
    let failed = { count: 0, units: 0n };
    for (let i = 0; i < rows.length; i++) {
      const r = rows[i] as StoredImportRow;
      const source = await ownAccount(db, companyId, imp.bankAccountId);
      const q = quoteWithdrawal(source, BigInt(r.units), r.service);
      try {
        const move = await outgoingMove(db, q, 'import', r.customer);
        await postMove(db, move, {
          companyId,
          userId: imp.userId,
          dedupeKey: null,
          now: deps.config.now(),
        });
        ok = { count: ok.count + 1, units: ok.units + q.amount, withFee: ok.withFee + totalOf(q) };
      } catch (err) {
        if (!(err instanceof ApiError)) throw err;
        const fields = (err.body.errors ?? {}) as Record<string, string[]>;
        const messages = Object.values(fields).flat();
        errors[`0.${r.row}.amount`] = messages.length > 0 ? messages : [err.message];
        failed = { count: failed.count + 1, units: failed.units + q.amount };
      }
      if ((i + 1) % CHUNK === 0 || i === rows.length - 1) {
        await update({
          rowsDone: i + 1,
          successCount: ok.count,
          successUnits: String(ok.units),
          successWithFeeUnits: String(ok.withFee),
          failedCount: failed.count,
          failedUnits: String(failed.units),
          errors,
        });
        if (i < rows.length - 1) await sleep(deps.config.importPaceMs);
      }
    }
    await publishAccounts(deps, companyId, [imp.bankAccountId]);
    // A CSV upload (the second format) has its errors in the list, not in a file.
    const xlsx = !imp.fileName.toLowerCase().endsWith('.csv');
    const errorsFile = failed.count > 0 && xlsx ? await annotated(imp.originalFile, errors) : null;
    await update({ status: failed.count > 0 ? 'ERROR' : 'DONE', errorsFile });
  } catch (err) {
    // Only logged as `handle` (PP-5-15): the notice says to contact support (AC-8-06).
    const message = err instanceof Error ? err.message : String(err);
    await update({ status: 'ERROR', errors: { handle: [message] } }).catch(() => undefined);
  }
}

/** The original xlsx (base64) with the errors written into their cells, base64 again. */
async function annotated(original: string, errors: Record<string, string[]>): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(original, 'base64') as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const header: string[] = [];
  sheet?.getRow(1).eachCell({ includeEmpty: true }, (cell, col) => {
    header[col - 1] = cellText(cell.value);
  });
  annotateWorkbook(workbook, planImportErrors(errors, header, (sheet?.rowCount ?? 1) - 1));
  const out = await workbook.xlsx.writeBuffer();
  return Buffer.from(out as ArrayBuffer).toString('base64');
}
