import { describe, expect, it } from 'vitest';
import { coerceProps, coerceValue } from './coerceProps.js';

describe('coerceValue', () => {
  it('reads a boolean as HTML does: present or empty is true, false|0|no|off are false', () => {
    for (const raw of ['', 'true', 'yes', '1', 'sync-url', ' on ']) {
      expect(coerceValue('boolean', raw), raw).toBe(true);
    }
    for (const raw of ['false', 'FALSE', '0', 'no', 'off', ' Off ']) {
      expect(coerceValue('boolean', raw), raw).toBe(false);
    }
    expect(coerceValue('boolean', false)).toBe(false);
    expect(coerceValue('boolean', true)).toBe(true);
  });

  it('reads numbers exactly as written and leaves out what is not one', () => {
    expect(coerceValue('number', '42')).toBe(42);
    expect(coerceValue('number', ' 7 ')).toBe(7);
    expect(coerceValue('number', 13)).toBe(13);
    for (const raw of ['', '  ', 'abc', '4x', 'Infinity', Number.NaN, true]) {
      expect(coerceValue('number', raw), String(raw)).toBeUndefined();
    }
  });

  it('keeps strings as given and parses json, dropping what does not parse', () => {
    expect(coerceValue('string', '')).toBe('');
    expect(coerceValue('string', ' EUR ')).toBe(' EUR ');
    expect(coerceValue('string', 5)).toBe('5');
    expect(coerceValue('string', {})).toBeUndefined();
    expect(coerceValue('json', '{"a":[1]}')).toEqual({ a: [1] });
    expect(coerceValue('json', '{oops')).toBeUndefined();
    expect(coerceValue('json', { a: 1 })).toEqual({ a: 1 });
  });

  it('gives nothing for an absent value', () => {
    for (const kind of ['string', 'number', 'boolean', 'json'] as const) {
      expect(coerceValue(kind, undefined)).toBeUndefined();
      expect(coerceValue(kind, null)).toBeUndefined();
    }
  });
});

describe('coerceProps', () => {
  const kinds = { sell: 'string', agentId: 'number', syncUrl: 'boolean' } as const;

  it('passes on only the declared props, each as its kind', () => {
    const props = coerceProps(kinds, {
      sell: 'EUR',
      agentId: '12',
      syncUrl: '',
      token: 'secret',
      parent: 'https://x',
    });
    expect(props).toEqual({ sell: 'EUR', agentId: 12, syncUrl: true });
  });

  it('leaves out what does not parse, so the screen keeps its default', () => {
    expect(coerceProps(kinds, { agentId: 'new', syncUrl: 'off' })).toEqual({ syncUrl: false });
    expect(coerceProps(kinds, {})).toEqual({});
  });
});
