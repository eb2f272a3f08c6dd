import { createClient, createMemoryStorage } from '@flexportal/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, inject, it } from 'vitest';
import { type AnyArea, defineArea } from '../i18n/areas/areaTexts.js';
import { type Locale, loadLocale, type Messages } from '../i18n/translate.js';
import { FlexportalProvider, useT } from './FlexportalProvider.js';

function Probe() {
  const t = useT();
  return (
    <label>
      {t('login.email')}
      <input />
    </label>
  );
}

/** An area defined by the test once a locale is in (a lazy route's screen). */
let late: AnyArea;
function Late() {
  const t = useT(late);
  return <h1>{t('late.title' as never)}</h1>;
}

const client = createClient({ baseURL: inject('sandboxApiUrl'), storage: createMemoryStorage() });
const page = (locale: Locale) => (
  <FlexportalProvider client={client} locale={locale}>
    <Probe />
  </FlexportalProvider>
);

describe('FlexportalProvider and the locales loaded on demand', () => {
  it('renders the screens once a first locale other than English is in', async () => {
    render(page('ja'));
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(await screen.findByText('メールアドレス', { exact: false })).toBeTruthy();
  });

  it('keeps the screens mounted, and what was typed, while another locale loads', async () => {
    const { rerender } = render(page('en'));
    const input = screen.getByRole('textbox') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'typed before the switch' } });
    rerender(page('es'));
    // Still the English texts until the Spanish ones are in, never an empty page.
    expect(screen.getByRole('textbox')).toBe(input);
    expect(await screen.findByText('Correo electrónico', { exact: false })).toBeTruthy();
    expect(screen.getByRole('textbox')).toBe(input);
    expect(input.value).toBe('typed before the switch');
  });

  it("puts the host's messages over the catalogue, and changes them without remounting", async () => {
    const withTexts = (locale: Locale, messages: Messages) => (
      <FlexportalProvider client={client} locale={locale} messages={messages}>
        <Probe />
      </FlexportalProvider>
    );
    const { rerender } = render(withTexts('en', { 'login.email': 'Work e-mail' }));
    const input = screen.getByRole('textbox') as HTMLInputElement;
    expect(screen.getByText('Work e-mail')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'kept' } });
    rerender(withTexts('de', { 'login.email': { de: 'Geschäftliche E-Mail' } }));
    expect(await screen.findByText('Geschäftliche E-Mail')).toBeTruthy();
    rerender(withTexts('de', {}));
    expect(await screen.findByText('E-Mail')).toBeTruthy();
    expect(screen.getByRole('textbox')).toBe(input);
    expect(input.value).toBe('kept');
  });

  it('makes a screen whose texts arrive after its locale (a lazy route) wait for them, never showing English', async () => {
    await loadLocale('fr');
    // Defined after French was loaded, as a lazily imported screen's area is.
    late = defineArea(
      { 'late.title': 'Late screen' },
      {
        de: () => Promise.resolve({ 'late.title': 'Später Bildschirm' }),
        es: () => Promise.resolve({ 'late.title': 'Pantalla tardía' }),
        fr: () => Promise.resolve({ 'late.title': 'Écran tardif' }),
        ja: () => Promise.resolve({ 'late.title': '遅い画面' }),
      },
    );
    render(
      <FlexportalProvider client={client} locale="fr">
        <Suspense fallback={<p>…</p>}>
          <Late />
        </Suspense>
      </FlexportalProvider>,
    );
    expect(screen.queryByText('Late screen')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Écran tardif' })).toBeTruthy();
  });
});
