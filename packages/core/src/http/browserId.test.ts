import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../storage/KeyValueStorage.js';
import { BROWSER_ID_KEY, getBrowserId, randomBrowserId } from './browserId.js';

describe('PP-7.1 browser identifier', () => {
  it('is 30 random alphanumeric characters', () => {
    const id = randomBrowserId();
    expect(id).toMatch(/^[A-Za-z0-9]{30}$/);
    expect(randomBrowserId()).not.toBe(id);
  });

  it('is created once and kept in storage', () => {
    const storage = createMemoryStorage();
    const first = getBrowserId(storage);
    expect(storage.getItem(BROWSER_ID_KEY)).toBe(first);
    expect(getBrowserId(storage)).toBe(first);
  });

  it('replaces a stored value of the wrong length', () => {
    const storage = createMemoryStorage();
    storage.setItem(BROWSER_ID_KEY, 'short');
    expect(getBrowserId(storage)).toHaveLength(30);
  });
});
