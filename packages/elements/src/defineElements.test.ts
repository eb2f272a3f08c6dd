import { createClient, createMemoryStorage } from '@flexportal/core';
import { SCREENS } from '@flexportal/react/registry';
import { describe, expect, inject, it } from 'vitest';
import { defineElements } from './defineElements.js';

const client = createClient({ baseURL: inject('sandboxApiUrl'), storage: createMemoryStorage() });

describe('defineElements', () => {
  it('registers every registered screen once, and <flexportal-rate> renders the live rate in its shadow root', async () => {
    expect(defineElements(client)).toEqual(SCREENS.map((s) => s.tag));
    expect(SCREENS.length).toBeGreaterThanOrEqual(8);
    expect(defineElements(client)).toEqual([]);
    const el = document.createElement('flexportal-rate');
    el.setAttribute('sell', 'EUR');
    el.setAttribute('buy', 'GBP');
    document.body.append(el);
    await expect
      .poll(() => el.shadowRoot?.textContent, { timeout: 5000 })
      .toBe('1 EUR = 0.8571 GBP');
    expect(el.outerHTML).not.toMatch(/token|Bearer/i);
    el.remove();
    // Let React finish unmounting before jsdom is torn down.
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
});
