/**
 * Copies text to the clipboard (PP-2.5-12). Resolves false when the browser refuses (no
 * permission, insecure context) so the caller can say so instead of failing silently.
 */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    await globalThis.navigator?.clipboard?.writeText(text);
    return !!globalThis.navigator?.clipboard;
  } catch {
    return false;
  }
}
