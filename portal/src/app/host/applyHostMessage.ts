import type { HostToFrame } from '@flexportal/elements/frame';
import type { Locale, Messages } from '@flexportal/react';

/** Where a host window's `theme` and `locale` messages land. */
export interface HostMessageTargets {
  /** Shows the texts in this language (for this page; the user's kept choice stays). */
  setLocale: (locale: Locale) => void;
  /** Puts the partner's own texts over the catalogue's; absent, `messages` are ignored. */
  setMessages?: (messages: Messages) => void;
  /** The element whose `--fp-*` custom properties the tokens set; default `<html>`. */
  root?: HTMLElement;
  /** Reads balances and lists again (the host's refresh); absent, a `refresh` is ignored. */
  refresh?: () => void;
}

/**
 * Applies one message of the embedding host (an `/embed` screen's partner page or a CRM
 * host): a `locale` switches the texts, `messages` replace some of them, a `theme` sets each token as `--fp-<name>` through
 * CSSOM (no inline `<style>`, so the strict CSP holds). The protocol has already checked
 * the origin, the locale and every token's name and value.
 */
export function applyHostMessage(message: HostToFrame, targets: HostMessageTargets): void {
  if (message.type === 'locale') {
    targets.setLocale(message.locale as Locale);
    return;
  }
  if (message.type === 'messages') {
    targets.setMessages?.(message.messages);
    return;
  }
  if (message.type === 'refresh') {
    targets.refresh?.();
    return;
  }
  const root = targets.root ?? document.documentElement;
  // A theme replaces the last one (a host that followed its page from dark to light): the
  // tokens it no longer gives go.
  for (const name of Array.from(root.style)) {
    if (name.startsWith('--fp-') && !(name.slice(5) in message.tokens))
      root.style.removeProperty(name);
  }
  for (const [name, value] of Object.entries(message.tokens)) {
    root.style.setProperty(`--fp-${name}`, value);
  }
  // The portal's own look of the scheme (its `html[data-scheme]` rules).
  if (message.scheme) document.documentElement.dataset.scheme = message.scheme;
}
