import { describe, expect, it } from 'vitest';
import { base58CheckDecode, base58CheckEncode, base58Decode, base58Encode } from './base58.js';
import { decodeSegwit, encodeSegwit } from './bech32.js';
import { checkCryptoAddress } from './cryptoAddress.js';
import { networkOfCurrency } from './cryptoNetworks.js';
import { checkEthereumAddress, toChecksumAddress } from './eip55.js';
import { loadAddressCheck } from './loadAddressCheck.js';

/** The address with one character replaced, keeping its alphabet. */
const typo = (address: string, at: number, ch: string) =>
  `${address.slice(0, at)}${ch}${address.slice(at + 1)}`;

describe('networks of the crypto currencies (PP-3.2-04)', () => {
  it('ethereum for USDT and ETH, bitcoin for BTC, tron for TRX, none for fiat', () => {
    expect(networkOfCurrency('USDT')).toBe('ethereum');
    expect(networkOfCurrency('ETH')).toBe('ethereum');
    expect(networkOfCurrency('BTC')).toBe('bitcoin');
    expect(networkOfCurrency('TRX')).toBe('tron');
    expect(networkOfCurrency('EUR')).toBeNull();
    expect(networkOfCurrency(null)).toBeNull();
  });
});

describe('bitcoin addresses', () => {
  it('accepts base58check P2PKH and P2SH addresses', () => {
    expect(checkCryptoAddress('bitcoin', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toBeNull();
    expect(checkCryptoAddress('bitcoin', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy')).toBeNull();
    expect(checkCryptoAddress('bitcoin', '  1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2 ')).toBeNull();
  });
  it('refuses a base58 address with a broken checksum as a checksum error', () => {
    expect(checkCryptoAddress('bitcoin', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb')).toBe('checksum');
    expect(checkCryptoAddress('bitcoin', typo('3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', 5, 'x'))).toBe(
      'checksum',
    );
  });
  it('accepts bech32 (v0) and bech32m (v1) addresses of BIP-173 and BIP-350, in one case', () => {
    expect(checkCryptoAddress('bitcoin', 'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4')).toBeNull();
    expect(checkCryptoAddress('bitcoin', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')).toBeNull();
    expect(checkCryptoAddress('bitcoin', 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh')).toBeNull();
    expect(
      checkCryptoAddress(
        'bitcoin',
        'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
      ),
    ).toBeNull();
  });
  it('refuses bech32 with a broken checksum, mixed case or the wrong checksum kind', () => {
    expect(checkCryptoAddress('bitcoin', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5')).toBe(
      'checksum',
    );
    expect(checkCryptoAddress('bitcoin', 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlq')).toBe(
      'checksum',
    );
    expect(checkCryptoAddress('bitcoin', 'bc1qW508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')).toBe(
      'format',
    );
    // BIP-350: a version 1 program under a bech32 (not bech32m) checksum.
    expect(
      checkCryptoAddress(
        'bitcoin',
        'bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7k7grplx',
      ),
    ).toBe('checksum');
  });
  it('refuses what is no bitcoin address at all', () => {
    expect(checkCryptoAddress('bitcoin', '')).toBe('empty');
    expect(checkCryptoAddress('bitcoin', '   ')).toBe('empty');
    expect(checkCryptoAddress('bitcoin', '0x52908400098527886E0F7030069857D2E4169EE7')).toBe(
      'format',
    );
    expect(checkCryptoAddress('bitcoin', 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx')).toBe(
      'format',
    );
    expect(checkCryptoAddress('bitcoin', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfN0')).toBe('format');
    expect(checkCryptoAddress('bitcoin', 'bc1')).toBe('format');
    // A valid base58check string of another version byte is not bitcoin.
    const other = base58CheckEncode(Uint8Array.from([0x06, ...new Array(20).fill(3)]));
    expect(checkCryptoAddress('bitcoin', `3${other.slice(1)}`)).not.toBeNull();
  });
});

describe('ethereum addresses (EIP-55 where mixed case is given)', () => {
  const EIP55 = [
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
    '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
    '0x52908400098527886E0F7030069857D2E4169EE7',
  ];
  it('computes and accepts the EIP-55 test vectors', () => {
    for (const address of EIP55) {
      expect(toChecksumAddress(address.toLowerCase())).toBe(address);
      expect(checkCryptoAddress('ethereum', address)).toBeNull();
    }
  });
  it('accepts all lower and all upper case: no checksum is given', () => {
    expect(checkEthereumAddress('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed')).toBeNull();
    expect(checkEthereumAddress('0x5AAEB6053F3E94C9B9A09F33669435E7EF1BEAED')).toBeNull();
  });
  it('refuses a mixed-case address whose case is off by one letter', () => {
    expect(checkCryptoAddress('ethereum', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD')).toBe(
      'checksum',
    );
    expect(checkCryptoAddress('ethereum', '0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe(
      'checksum',
    );
  });
  it('refuses wrong shapes', () => {
    expect(checkCryptoAddress('ethereum', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe')).toBe(
      'format',
    );
    expect(checkCryptoAddress('ethereum', '5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe(
      'format',
    );
    expect(checkCryptoAddress('ethereum', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeg')).toBe(
      'format',
    );
    expect(checkCryptoAddress('ethereum', '')).toBe('empty');
  });
});

describe('tron addresses (base58check, version 0x41)', () => {
  it('accepts valid ones', () => {
    expect(checkCryptoAddress('tron', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBeNull();
    expect(checkCryptoAddress('tron', 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL')).toBeNull();
  });
  it('refuses a broken checksum', () => {
    expect(checkCryptoAddress('tron', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u')).toBe('checksum');
    expect(checkCryptoAddress('tron', typo('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', 10, 'A'))).toBe(
      'checksum',
    );
  });
  it('refuses other shapes and versions', () => {
    expect(checkCryptoAddress('tron', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6')).toBe('format');
    expect(checkCryptoAddress('tron', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toBe('format');
    // Right shape and checksum, wrong version byte.
    const other = base58CheckEncode(Uint8Array.from([0x42, ...new Array(20).fill(7)]));
    expect(other.startsWith('T')).toBe(true);
    expect(checkCryptoAddress('tron', other)).toBe('format');
  });
});

describe('the encodings', () => {
  it('base58 keeps leading zero bytes and refuses foreign characters', () => {
    const bytes = Uint8Array.from([0, 0, 1, 2, 255]);
    expect(base58Decode(base58Encode(bytes))).toEqual(bytes);
    expect(base58Encode(Uint8Array.from([0, 0]))).toBe('11');
    expect(base58Decode('0OIl')).toBeNull();
    expect(base58CheckDecode('1111')).toBeNull();
  });
  it('base58check and segwit round-trip what they encode', () => {
    const payload = Uint8Array.from([0x41, ...new Array(20).fill(0).map((_, i) => i * 11)]);
    const tron = base58CheckEncode(payload);
    expect(base58CheckDecode(tron)).toEqual(payload);
    expect(checkCryptoAddress('tron', tron)).toBeNull();
    const program = Uint8Array.from(new Array(20).fill(0).map((_, i) => 255 - i));
    const btc = encodeSegwit('bc', 0, program);
    expect(decodeSegwit('bc', btc)).toEqual({ version: 0, program });
    expect(checkCryptoAddress('bitcoin', btc)).toBeNull();
    const taproot = encodeSegwit('bc', 1, new Uint8Array(32).fill(9));
    expect(checkCryptoAddress('bitcoin', taproot)).toBeNull();
  });
});

describe('loadAddressCheck', () => {
  it('loads the same check on demand', async () => {
    const check = await loadAddressCheck();
    expect(check).toBe(checkCryptoAddress);
    expect(check('ethereum', '0x52908400098527886E0F7030069857D2E4169EE7')).toBeNull();
  });
});
