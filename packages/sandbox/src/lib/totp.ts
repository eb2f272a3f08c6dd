import { createHmac, randomInt } from 'node:crypto';

/** RFC 4648 base32 to bytes (the format of Google-authenticator secrets). */
export function base32Decode(secret: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const clean = secret.replace(/[\s=]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = alphabet.indexOf(char);
    if (index < 0) throw new Error('Invalid base32 secret');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** HOTP (RFC 4226): HMAC-SHA1 of the 8-byte counter, dynamic truncation, 6 digits. */
export function hotp(key: Buffer, counter: number, digits = 6): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = (mac[mac.length - 1] as number) & 0x0f;
  const code = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(code % 10 ** digits).padStart(digits, '0');
}

/** The 30-second time step of RFC 6238 at `time` (ms). */
const totpStep = (time = Date.now(), period = 30): number => Math.floor(time / 1000 / period);

/** The current TOTP code (RFC 6238, SHA-1, 6 digits, 30 s). */
export function totp(secret: string, time = Date.now()): string {
  return hotp(base32Decode(secret), totpStep(time));
}

/** The step a code matches within +-`window` steps of now, or null. */
export function verifyTotp(secret: string, code: string, time = Date.now(), window = 1) {
  if (!/^\d{6}$/.test(code)) return null;
  const key = base32Decode(secret);
  const now = totpStep(time);
  for (let step = now - window; step <= now + window; step++) {
    if (hotp(key, step) === code) return step;
  }
  return null;
}

/** A random six-digit code (e-mailed one-time codes). */
export const randomCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** otpauth:// URI a Google authenticator scans. */
export function otpauthUri(secret: string, email: string, issuer = 'Flexportal Sandbox'): string {
  const label = encodeURIComponent(`${issuer}:${email}`);
  return `otpauth://totp/${label}?secret=${secret}&issuer=${encodeURIComponent(issuer)}&algorithm=SHA1&digits=6&period=30`;
}
