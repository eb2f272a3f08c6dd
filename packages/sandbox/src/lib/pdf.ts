/** Text lines that fit one page under the title (the first page) or from the top. */
const LINES_PER_PAGE = 43;

/**
 * A minimal, valid PDF 1.4 of text lines in Helvetica: enough for the reference letter, the
 * wire confirmation and report blobs. Lines past one page flow onto further pages.
 * Non-Latin-1 characters become '?'.
 */
export function textPdf(title: string, lines: readonly string[]): ArrayBuffer {
  const esc = (s: string) =>
    s
      .replace(/[^\x20-\x7e\xa0-\xff]/g, '?')
      .replace(/\\/g, '\\\\')
      .replace(/\(/g, '\\(')
      .replace(/\)/g, '\\)');
  const pages: string[][] = [];
  for (let i = 0; i === 0 || i < lines.length; i += LINES_PER_PAGE)
    pages.push(lines.slice(i, i + LINES_PER_PAGE) as string[]);
  const streams = pages.map((pageLines, p) => {
    const body = p === 0 ? [`BT /F1 18 Tf 56 780 Td (${esc(title)}) Tj ET`] : [];
    pageLines.forEach((line, i) => {
      body.push(`BT /F1 11 Tf 56 ${740 - i * 16} Td (${esc(line)}) Tj ET`);
    });
    return body.join('\n');
  });
  // Objects: 1 catalog, 2 pages, 3 font, 4 info, then a page and its content per page.
  const pageRef = (p: number) => 5 + p * 2;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pages.map((_, p) => `${pageRef(p)} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Title (${esc(title)}) /Producer (flexportal-sandbox) >>`,
  ];
  streams.forEach((stream, p) => {
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageRef(p) + 1} 0 R >>`,
      `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    );
  });
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) out += `${String(off).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 4 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  const bytes = Buffer.from(out, 'latin1');
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}
