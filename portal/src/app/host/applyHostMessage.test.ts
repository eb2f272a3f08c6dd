import { describe, expect, it, vi } from 'vitest';
import { applyHostMessage } from './applyHostMessage.js';

/** An element stand-in (the portal's unit tests run without a DOM): its custom properties. */
function fakeRoot() {
  const props = new Map<string, string>();
  const root = {
    style: {
      setProperty: (name: string, value: string) => props.set(name, value),
      removeProperty: (name: string) => props.delete(name),
      [Symbol.iterator]: () => [...props.keys()][Symbol.iterator](),
    },
  };
  return { root: root as unknown as HTMLElement, props };
}

describe('applyHostMessage: a host window themes and translates the framed portal', () => {
  it('switches the language on a locale message and sets no property', () => {
    const setLocale = vi.fn();
    const { root, props } = fakeRoot();
    applyHostMessage({ type: 'locale', locale: 'de' }, { setLocale, root });
    expect(setLocale).toHaveBeenCalledExactlyOnceWith('de');
    expect(props.size).toBe(0);
  });

  it("hands a partner's texts over, and sets no property", () => {
    const setMessages = vi.fn();
    const { root, props } = fakeRoot();
    const messages = { 'withdrawal.submit': 'Pay now' };
    applyHostMessage({ type: 'messages', messages }, { setLocale: vi.fn(), setMessages, root });
    expect(setMessages).toHaveBeenCalledExactlyOnceWith(messages);
    expect(props.size).toBe(0);
  });

  it('sets every theme token as an --fp- custom property, and no language', () => {
    const setLocale = vi.fn();
    const { root, props } = fakeRoot();
    applyHostMessage(
      { type: 'theme', tokens: { primary: '#0a7', 'surface-2': 'rgb(1, 2, 3)' } },
      { setLocale, root },
    );
    expect(Object.fromEntries(props)).toEqual({
      '--fp-primary': '#0a7',
      '--fp-surface-2': 'rgb(1, 2, 3)',
    });
    expect(setLocale).not.toHaveBeenCalled();
  });

  it("replaces the last theme: the tokens the new one leaves out go (a followed host's dark to light)", () => {
    const { root, props } = fakeRoot();
    props.set('--not-ours', 'kept');
    const targets = { setLocale: vi.fn(), root };
    applyHostMessage({ type: 'theme', tokens: { bg: '#1b1f23', primary: '#7b2cbf' } }, targets);
    applyHostMessage({ type: 'theme', tokens: { primary: '#7b2cbf' } }, targets);
    expect(Object.fromEntries(props)).toEqual({ '--not-ours': 'kept', '--fp-primary': '#7b2cbf' });
  });
});
