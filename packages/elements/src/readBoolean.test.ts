import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { readBoolean } from './registerElements.js';

/** Shows the prop it was given, as text. */
const Flag = (props: { syncUrl?: boolean }) => createElement('output', null, String(props.syncUrl));

describe('readBoolean: HTML boolean attributes', () => {
  it('reads a present attribute as true, whatever its text', () => {
    expect(readBoolean('')).toBe(true);
    expect(readBoolean('true')).toBe(true);
    expect(readBoolean('sync-url')).toBe(true);
  });
  it('reads the words for no as false, and keeps booleans set from script', () => {
    for (const no of ['false', 'FALSE', '0', 'no', 'off']) expect(readBoolean(no)).toBe(false);
    expect(readBoolean(false)).toBe(false);
    expect(readBoolean(true)).toBe(true);
  });
  it('leaves an absent attribute undefined, so the screen default applies', () => {
    expect(readBoolean(undefined)).toBeUndefined();
    expect(readBoolean(null)).toBeUndefined();
  });
});

describe('a boolean attribute on a registered element', () => {
  it('is true when present and empty (r2wc alone reads it as absent)', async () => {
    const { createClient, createMemoryStorage } = await import('@flexportal/core');
    const { registerElements } = await import('./registerElements.js');
    const { act } = await import('@testing-library/react');
    const client = createClient({ baseURL: '/api/v2', storage: createMemoryStorage() });
    registerElements(client, [
      {
        tag: 'fp-test-flag',
        description: 'test',
        props: { syncUrl: 'boolean' },
        events: {},
        parts: [],
        component: Flag,
      },
    ]);
    const on = document.createElement('fp-test-flag');
    on.setAttribute('sync-url', '');
    const off = document.createElement('fp-test-flag');
    off.setAttribute('sync-url', 'false');
    const absent = document.createElement('fp-test-flag');
    await act(async () => document.body.append(on, off, absent));
    expect(on.shadowRoot?.textContent).toBe('true');
    expect(off.shadowRoot?.textContent).toBe('false');
    expect(absent.shadowRoot?.textContent).toBe('undefined');
    await act(async () => {
      on.remove();
      off.remove();
      absent.remove();
    });
  });
});
