/**
 * The announce channel's auth-code event (PP-4.3-08, AC-7live), sealed for one browser:
 * the server publishes it only after the mailbox's owner approved the request (the link in
 * the e-mail), and nothing in it is of use to another listener (docs/security.md,
 * "Announced codes"). The browser id is the shared key: it is random (~178 bits), stays
 * in the browser and travels only in the `X-Browser-Id` header to the API.
 *
 * - `identifier` = `nonce.HMAC(browserId, "id:" + nonce)`: a fresh nonce per event, so
 *   no listener can link an event to a browser or two events to each other.
 * - `otp` = `iv.AES-256-GCM(key = HMAC(browserId, "seal:" + nonce), code, aad = identifier)`.
 *
 * Web Crypto only, so the sandbox (Node) and the browser share this one implementation.
 */

/** The wire shape of an auth-code event: both fields are opaque base64url strings. */
export interface SealedAuthCode {
  identifier: string;
  otp: string;
}

const enc = new TextEncoder();

function toBase64Url(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const s = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
}

const hmacKey = (browserId: string) =>
  crypto.subtle.importKey('raw', enc.encode(browserId), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);

async function sealKey(key: CryptoKey, nonce: string, use: KeyUsage): Promise<CryptoKey> {
  const raw = await crypto.subtle.sign('HMAC', key, enc.encode(`seal:${nonce}`));
  return crypto.subtle.importKey('raw', raw, 'AES-GCM', false, [use]);
}

/** Seals `code` for the browser with id `browserId` (the server's side). */
export async function sealAnnouncedCode(browserId: string, code: string): Promise<SealedAuthCode> {
  const key = await hmacKey(browserId);
  const nonce = toBase64Url(crypto.getRandomValues(new Uint8Array(16)));
  const tag = new Uint8Array(await crypto.subtle.sign('HMAC', key, enc.encode(`id:${nonce}`)));
  const identifier = `${nonce}.${toBase64Url(tag)}`;
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: enc.encode(identifier) },
    await sealKey(key, nonce, 'encrypt'),
    enc.encode(code),
  );
  return { identifier, otp: `${toBase64Url(iv)}.${toBase64Url(new Uint8Array(sealed))}` };
}

/**
 * Opens an auth-code event with this browser's id: the six-digit code when the event was
 * sealed for this browser, else null (another browser's, tampered or malformed; never throws).
 */
export async function openAnnouncedCode(browserId: string, event: unknown): Promise<string | null> {
  try {
    const e = event as Partial<SealedAuthCode> | null;
    if (typeof e?.identifier !== 'string' || typeof e.otp !== 'string') return null;
    const [nonce, tag, extra] = e.identifier.split('.');
    const [iv, sealed] = e.otp.split('.');
    if (!nonce || !tag || extra !== undefined || !iv || !sealed) return null;
    const key = await hmacKey(browserId);
    const ours = await crypto.subtle.verify(
      'HMAC',
      key,
      fromBase64Url(tag),
      enc.encode(`id:${nonce}`),
    );
    if (!ours) return null;
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: fromBase64Url(iv), additionalData: enc.encode(e.identifier) },
      await sealKey(key, nonce, 'decrypt'),
      fromBase64Url(sealed),
    );
    const code = new TextDecoder().decode(plain);
    return /^\d{6}$/.test(code) ? code : null;
  } catch {
    return null;
  }
}
