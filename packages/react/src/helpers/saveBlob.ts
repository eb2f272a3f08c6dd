import type { FlexportalClient } from '@flexportal/core';

/**
 * Offers a downloaded file to the user: an object URL on an `<a download>` clicked once,
 * placed in `container` (inside the widget's shadow root, so the host page's DOM is not
 * touched; the document's body when there is none) and removed at once. The file was
 * fetched with the bearer in a header: no token ever goes through a URL.
 */
export function saveBlob(blob: Blob, filename: string, container?: Node | null): void {
  const doc = container?.ownerDocument ?? document;
  const url = URL.createObjectURL(blob);
  const a = doc.createElement('a');
  a.href = url;
  a.download = filename;
  a.hidden = true;
  (container ?? doc.body).appendChild(a);
  a.click();
  a.remove();
  // Revoked after the click has been handled: revoking at once can cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Whether a response body is a Blob. Checked by shape, not `instanceof`: the fetch in use
 * may come from another realm (a polyfill, Node's undici under jsdom) than the page's Blob.
 */
function isBlobLike(value: unknown): value is Blob {
  return (
    !!value &&
    typeof value === 'object' &&
    typeof (value as Blob).size === 'number' &&
    typeof (value as Blob).arrayBuffer === 'function'
  );
}

/**
 * Fetches a file through the client (the bearer in a header, as on every call; the client reads
 * a non-JSON answer such as a PDF as a Blob) and offers it as `filename` (see
 * {@link saveBlob}). Rejects when the fetch fails, so the caller can say so.
 */
export async function downloadFile(
  client: FlexportalClient,
  path: string,
  filename: string,
  container?: Node | null,
  type = 'application/pdf',
): Promise<void> {
  const body = await client.http.raw<unknown>(path);
  const blob = isBlobLike(body) ? body : new Blob([String(body)], { type });
  saveBlob(blob, filename, container);
}
