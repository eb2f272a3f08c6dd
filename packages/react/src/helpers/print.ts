/** The spec's text when the element to print is missing (PP-8). */
export const printMissingText = (id: string) => `Element to print #${id} not found!`;

/**
 * Prints one element of the page (PP-2.5-11): the page is printed with everything else
 * hidden by a print-only class. Returns the error text when the element is missing.
 */
export function printElement(id: string, doc: Document = document): string | null {
  const target = doc.getElementById(id);
  if (!target) return printMissingText(id);
  target.classList.add('fp-print-target');
  doc.documentElement.classList.add('fp-printing');
  try {
    doc.defaultView?.print();
  } finally {
    target.classList.remove('fp-print-target');
    doc.documentElement.classList.remove('fp-printing');
  }
  return null;
}
