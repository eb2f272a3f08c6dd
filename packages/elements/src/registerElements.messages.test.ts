import { createClient, createMemoryStorage } from '@flexportal/core';
import { fireEvent } from '@testing-library/react';
import { expect, inject, it } from 'vitest';
import { ELEMENTS } from './elements.js';
import { registerElements } from './registerElements.js';

const client = createClient({ baseURL: inject('sandboxApiUrl'), storage: createMemoryStorage() });

it("takes the page's messages, then the element's own, and switches its locale live, keeping what was typed", async () => {
  const withdrawal = ELEMENTS.filter((e) => e.tag === 'flexportal-withdrawal');
  registerElements(client, withdrawal, { messages: { 'login.submit': 'Sign me in' } });
  const el = document.createElement('flexportal-withdrawal') as HTMLElement & {
    locale?: string;
    messages?: unknown;
  };
  document.body.append(el);
  const submit = () => el.shadowRoot?.querySelector('button[type="submit"]')?.textContent;
  const email = () => el.shadowRoot?.querySelector<HTMLInputElement>('input[type="email"]');
  const label = () => email()?.labels?.[0]?.textContent;
  // The page's override wins over the catalogue.
  await expect.poll(submit, { timeout: 5000 }).toBe('Sign me in');
  expect(label()).toContain('E-mail');
  const input = email() as HTMLInputElement;
  fireEvent.change(input, { target: { value: 'typed@example.com' } });

  // The element's own texts (a property, per locale) win over the page's.
  el.messages = { 'login.submit': { en: 'Continue', de: 'Weiter' } };
  await expect.poll(submit).toBe('Continue');

  // A runtime locale switch: the labels change, the field and its value stay.
  el.locale = 'de';
  await expect.poll(label, { timeout: 5000 }).toContain('E-Mail');
  expect(submit()).toBe('Weiter');
  expect(email()).toBe(input);
  expect(input.value).toBe('typed@example.com');

  // A key the override names for another locale only reads the catalogue's text here.
  el.messages = { 'login.submit': { ja: '続ける' } };
  await expect.poll(submit).toBe('Anmelden');
  expect(input.value).toBe('typed@example.com');
  el.remove();
  await new Promise((resolve) => setTimeout(resolve, 0));
});
