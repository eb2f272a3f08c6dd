import type { FlexportalClient } from '@flexportal/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { FlexportalProvider } from '../../../provider/FlexportalProvider.js';
import { signedInClient } from '../../../testing/sandbox.test-utils.js';
import { Import } from './Import.js';

// Behaviour through the UI against the real sandbox (preview only: nothing is created).
const slow = { timeout: 20_000 };
const LABEL = 'Upload your file here. (Only xlsx files are allowed)';

let client: FlexportalClient;
beforeAll(async () => {
  client = await signedInClient('manager@globex.test');
});

async function xlsxFile(rows: unknown[][], name = 'pay.xlsx'): Promise<File> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Payments');
  ws.addRow(['amount', 'transfer_service', 'customer_name', 'customer_iban']);
  for (const r of rows) ws.addRow(r);
  return new File([(await wb.xlsx.writeBuffer()) as ArrayBuffer], name);
}

describe('<Import> against the sandbox', () => {
  // The upload itself runs in Playwright (e2e/portal/import.spec.ts): jsdom's File and
  // FormData are not the ones Node's fetch sends.
  it('enables the submit once a file and an account are there; another account clears the file', async () => {
    render(
      <FlexportalProvider client={client}>
        <Import />
      </FlexportalProvider>,
    );
    const input = (await screen.findByLabelText(LABEL, {}, slow)) as HTMLInputElement;
    const submit = screen.getByRole('button', { name: 'Upload for preview' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    const file = await xlsxFile([[100, 'sepa', 'Wayne', 'DE44500105175407324931']]);
    fireEvent.change(input, { target: { files: [file] } });
    expect(screen.getByText('Chosen: pay.xlsx')).toBeTruthy();
    await waitFor(() => expect(submit.disabled).toBe(false));
    // PP-4.4-03: another account clears the file and the preview.
    const account = screen.getByLabelText('Bank account') as HTMLSelectElement;
    const other = [...account.options].find((o) => o.value !== account.value) as HTMLOptionElement;
    fireEvent.change(account, { target: { value: other.value } });
    expect(screen.queryByText('Chosen: pay.xlsx')).toBeNull();
    expect(submit.disabled).toBe(true);
  }, 30_000);

  it('refuses a file that is not xlsx before any upload', async () => {
    render(
      <FlexportalProvider client={client} locale="de">
        <Import />
      </FlexportalProvider>,
    );
    const input = (await screen.findByLabelText(
      'Laden Sie Ihre Datei hier hoch. (Nur xlsx-Dateien sind erlaubt)',
      {},
      slow,
    )) as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['a,b'], 'pay.csv')] } });
    expect((await screen.findByRole('alert')).textContent).toBe('Nur xlsx-Dateien sind erlaubt.');
  });
});
