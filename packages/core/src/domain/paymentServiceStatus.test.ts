import { describe, expect, it } from 'vitest';
import {
  mayStartOnboarding,
  nextTransition,
  paymentServiceColour,
  transitionResultColour,
  transitionStateColour,
} from './paymentServiceStatus.js';

describe('payment service status colours (AC-4-01)', () => {
  it.each([
    ['ACTIVE', 'success'],
    ['DISABLED', 'danger'],
    ['ONBOARDING_START', 'warning'],
    ['ONBOARDING_IN_PROGRESS', 'info'],
  ])('%s is %s', (status, colour) => {
    expect(paymentServiceColour(status)).toBe(colour);
  });

  it('has no colour for no status or an unknown one (plain text)', () => {
    expect(paymentServiceColour(null)).toBeNull();
    expect(paymentServiceColour(undefined)).toBeNull();
    expect(paymentServiceColour('SUSPENDED')).toBeNull();
    expect(paymentServiceColour('toString')).toBeNull();
  });
});

describe('transition state and result colours (AC-4-03, AC-4-04)', () => {
  it('state: COMPLETED success, null secondary, other none', () => {
    expect(transitionStateColour('COMPLETED')).toBe('success');
    expect(transitionStateColour(null)).toBe('secondary');
    expect(transitionStateColour(undefined)).toBe('secondary');
    expect(transitionStateColour('PENDING')).toBeNull();
  });

  it('result: SUCCESS success, null primary, anything else danger', () => {
    expect(transitionResultColour('SUCCESS')).toBe('success');
    expect(transitionResultColour(null)).toBe('primary');
    expect(transitionResultColour('FAILED')).toBe('danger');
    expect(transitionResultColour('')).toBe('danger');
  });
});

describe('onboarding steps (AC-4-02)', () => {
  it('the next transition is the first open one by order', () => {
    const steps = [
      { id: 3, order: 3, state: null },
      { id: 1, order: 1, state: 'COMPLETED' },
      { id: 2, order: 2, state: null },
    ];
    expect(nextTransition(steps)?.id).toBe(2);
    expect(nextTransition(steps.map((s) => ({ ...s, state: 'COMPLETED' })))).toBeNull();
    expect(nextTransition([])).toBeNull();
  });

  it('onboarding starts only when never started or disabled', () => {
    expect(mayStartOnboarding(null)).toBe(true);
    expect(mayStartOnboarding('DISABLED')).toBe(true);
    expect(mayStartOnboarding('ACTIVE')).toBe(false);
    expect(mayStartOnboarding('ONBOARDING_START')).toBe(false);
    expect(mayStartOnboarding('ONBOARDING_IN_PROGRESS')).toBe(false);
  });
});
