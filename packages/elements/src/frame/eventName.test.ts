import { describe, expect, it } from 'vitest';
import { eventName } from './eventName.js';

describe('eventName: element event props to DOM event names, as r2wc dispatches them', () => {
  it.each([
    ['onSubmitted', 'submitted'],
    ['onOtpRequired', 'otprequired'],
    ['onReady', 'ready'],
    ['onTransaction', 'transaction'],
  ])('%s fires %s', (prop, name) => {
    expect(eventName(prop)).toBe(name);
  });
});
