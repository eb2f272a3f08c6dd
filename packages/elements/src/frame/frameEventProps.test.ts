import { describe, expect, it, vi } from 'vitest';
import { frameEventProps } from './frameEventProps.js';

describe("frameEventProps: an /embed screen's events reach the host as the element fires them", () => {
  it('makes one callback per declared event, named as r2wc names the DOM event', () => {
    const send = vi.fn();
    const props = frameEventProps({ onSubmitted: {}, onOtpRequired: {} }, send);
    expect(Object.keys(props)).toEqual(['onSubmitted', 'onOtpRequired']);
    props.onSubmitted?.({ transaction_id: 7, amount: '7.50' });
    props.onOtpRequired?.();
    expect(send.mock.calls).toEqual([
      ['submitted', { transaction_id: 7, amount: '7.50' }],
      ['otprequired', null],
    ]);
  });

  it('sends plain JSON: functions and dates in a detail cannot break postMessage', () => {
    const send = vi.fn();
    const { onReady } = frameEventProps({ onReady: {} }, send);
    onReady?.({ at: new Date('2026-11-23T00:00:00Z'), retry: () => {} });
    expect(send).toHaveBeenCalledWith('ready', { at: '2026-11-23T00:00:00.000Z' });
  });
});
