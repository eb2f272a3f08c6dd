import { describe, expect, it } from 'vitest';
import { formatFixed, fromUnits, mulRatio, toUnits } from './decimal.js';
import { issueToken, verifyToken } from './jwt.js';
import { hashPassword, verifyPassword } from './password.js';
import { base32Decode, hotp, totp, verifyTotp } from './totp.js';

describe('TOTP (RFC 6238 / RFC 4226, written on node:crypto)', () => {
  const rfcKey = Buffer.from('12345678901234567890');
  it('matches the RFC 4226 HOTP vectors', () => {
    const expected = ['755224', '287082', '359152', '969429', '338314', '254676'];
    expect(expected.map((_, counter) => hotp(rfcKey, counter))).toEqual(expected);
  });
  it('matches the RFC 6238 SHA-1 vector at T=59 (6 digits of 94287082)', () => {
    expect(hotp(rfcKey, Math.floor(59 / 30))).toBe('287082');
    expect(hotp(rfcKey, Math.floor(1111111109 / 30), 8)).toBe('07081804');
  });
  it('decodes base32 secrets and verifies within one step only', () => {
    expect(base32Decode('JBSWY3DPEHPK3PXP').toString('hex')).toBe('48656c6c6f21deadbeef');
    const t = 1_800_000_000_000;
    const code = totp('JBSWY3DPEHPK3PXP', t);
    expect(verifyTotp('JBSWY3DPEHPK3PXP', code, t)).toBe(60_000_000);
    expect(verifyTotp('JBSWY3DPEHPK3PXP', code, t + 30_000)).toBe(60_000_000);
    expect(verifyTotp('JBSWY3DPEHPK3PXP', code, t + 90_000)).toBeNull();
    expect(verifyTotp('JBSWY3DPEHPK3PXP', 'abcdef', t)).toBeNull();
  });
});

describe('JWT (HS256 only)', () => {
  const secret = 'k';
  it('round-trips and expires', () => {
    const { token } = issueToken(secret, { sub: '1', role: 'manager', cid: 2 }, 60, 1_000_000);
    expect(verifyToken(token, secret, 1_000_000)?.sub).toBe('1');
    expect(verifyToken(token, secret, 1_000_000 + 60_000)).toBeNull();
    expect(verifyToken(token, 'other', 1_000_000)).toBeNull();
  });
  it('refuses alg none, other algorithms and tampered payloads', () => {
    const { token } = issueToken(secret, { sub: '1', role: 'manager', cid: 2 }, 60);
    const [, body, sig] = token.split('.') as [string, string, string];
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect(verifyToken(`${none}.${body}.`, secret)).toBeNull();
    const rs = Buffer.from(JSON.stringify({ alg: 'RS256', typ: 'JWT' })).toString('base64url');
    expect(verifyToken(`${rs}.${body}.${sig}`, secret)).toBeNull();
    const admin = Buffer.from(
      JSON.stringify({ sub: '1', role: 'super-admin', jti: 'x', iat: 0, exp: 9e9 }),
    ).toString('base64url');
    expect(verifyToken(`${token.split('.')[0]}.${admin}.${sig}`, secret)).toBeNull();
    expect(verifyToken('garbage', secret)).toBeNull();
  });
});

describe('scrypt passwords', () => {
  it('verifies the right password only, with a salted hash', async () => {
    const a = await hashPassword('Sandbox#2026');
    const b = await hashPassword('Sandbox#2026');
    expect(a).not.toBe(b);
    expect(a.startsWith('scrypt$')).toBe(true);
    expect(await verifyPassword('Sandbox#2026', a)).toBe(true);
    expect(await verifyPassword('sandbox#2026', a)).toBe(false);
    expect(await verifyPassword('x', 'not-a-hash')).toBe(false);
  });
});

describe('decimal arithmetic without floats (PP-9)', () => {
  it('keeps 18 decimals exactly', () => {
    expect(fromUnits(toUnits('0.1') + toUnits('0.2'))).toBe('0.3');
    expect(
      fromUnits(toUnits('123456789012345678.000000000000000001') - toUnits('0.000000000000000001')),
    ).toBe('123456789012345678');
    expect(formatFixed(toUnits('1.005'), 2)).toBe('1.01');
    expect(formatFixed(toUnits('-1.005'), 2)).toBe('-1.01');
    expect(mulRatio(toUnits('1000'), toUnits('1.0842'), 10n ** 18n, 2)).toBe(toUnits('1084.2'));
    expect(() => toUnits('1e5')).toThrow();
  });
});
