import { describe, expect, it, vi } from 'vitest';
import { onElementEvent } from './events.js';

describe('onElementEvent', () => {
  it('hands the event detail to the listener until unsubscribed', () => {
    const el = document.createElement('flexportal-withdrawal');
    const listener = vi.fn();
    const off = onElementEvent('flexportal-withdrawal', el, 'submitted', (e) =>
      listener(e.detail.transaction_id),
    );
    const detail = { transaction_id: 7, name: 'W-7', status: 'pending' };
    el.dispatchEvent(new CustomEvent('submitted', { detail }));
    off();
    el.dispatchEvent(new CustomEvent('submitted', { detail }));
    expect(listener.mock.calls).toEqual([[7]]);
  });
});
