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
export function isBlobLike(value: unknown): value is Blob {
  return (
    !!value &&
    typeof value === 'object' &&
    typeof (value as Blob).size === 'number' &&
    typeof (value as Blob).arrayBuffer === 'function'
  );
}
