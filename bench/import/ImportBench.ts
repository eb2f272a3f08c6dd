// P5's bench page: the import screen's annotated download, and raw exceljs on the same file
// (the baseline), both loading exceljs lazily as the screen does. The page fetches the file
// and the server's errors first (untimed); then `window.importBench.run(side)` times one
// go from the file's bytes in hand to the download offered.
import { saveBlob } from '../../packages/react/src/helpers/saveBlob.js';

type Errors = Record<string, string[]>;
type Side = 'product' | 'baseline';
type ExcelJs = typeof import('exceljs');

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

let file: File | undefined;
let errors: Errors = {};

/** What the import screen does on "Download the file with errors" (Import.tsx `offer`). */
async function product(f: File): Promise<void> {
  // The screen's own lazy chunk (`xlsxHelpers`), which loads exceljs on demand.
  const { annotateImportFile } = await import(
    '../../packages/react/src/widgets/payments/import/importXlsx.js'
  );
  const { blob } = await annotateImportFile(f, errors);
  saveBlob(blob, f.name.replace(/(\.xlsx)?$/i, '-errors.xlsx'));
}

/** exceljs alone: load the workbook from the same bytes and write it again. */
async function baseline(f: File): Promise<void> {
  // Loaded as importXlsx.ts loads it.
  const ExcelJS = await import('exceljs').then(
    (m) => ((m as { default?: ExcelJs }).default ?? m) as ExcelJs,
  );
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await f.arrayBuffer());
  await workbook.xlsx.writeBuffer();
}

declare global {
  interface Window {
    importBench: {
      prepare(): Promise<number>;
      run(side: Side): Promise<number>;
    };
  }
}

window.importBench = {
  /** Fetches the file and the errors the sandbox's preview answered for it; its size. */
  async prepare() {
    const [bytes, answered] = await Promise.all([
      fetch('/tmp/import/payments.xlsx').then((r) => r.arrayBuffer()),
      fetch('/tmp/import/errors.json').then((r) => r.json() as Promise<Errors>),
    ]);
    file = new File([bytes], 'payments.xlsx', { type: XLSX_TYPE });
    errors = answered;
    return file.size;
  },
  /** One go of `side`, in ms. */
  async run(side) {
    if (!file) throw new Error('prepare() first');
    const t0 = performance.now();
    await (side === 'product' ? product(file) : baseline(file));
    return performance.now() - t0;
  },
};
