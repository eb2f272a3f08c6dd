import { createClient, createMemoryStorage } from '@flexportal/core';
import { expect, inject, it } from 'vitest';
import { ELEMENTS } from './elements.js';
import { registerElements } from './registerElements.js';

it("speaks the loader's data-locale: a signed-out withdrawal asks to sign in in German", async () => {
  const client = createClient({ baseURL: inject('sandboxApiUrl'), storage: createMemoryStorage() });
  const withdrawal = ELEMENTS.filter((e) => e.tag === 'flexportal-withdrawal');
  expect(registerElements(client, withdrawal, { locale: 'de' })).toEqual(['flexportal-withdrawal']);
  const el = document.createElement('flexportal-withdrawal');
  document.body.append(el);
  await expect
    .poll(() => el.shadowRoot?.querySelector('button[type="submit"]')?.textContent, {
      timeout: 5000,
    })
    .toBe('Anmelden');
  el.remove();
  await new Promise((resolve) => setTimeout(resolve, 0));
});
