import { createClient, createMemoryStorage } from '@flexportal/core';
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../i18n/translate.js';
import { FlexportalProvider } from '../../../provider/FlexportalProvider.js';
import { useImportErrorLines } from './useImportErrorLines.js';

const client = createClient({
  baseURL: 'http://127.0.0.1:1/api/v2',
  storage: createMemoryStorage(),
});

/** What a server refused, in its own (and a schema library's) words. */
const REFUSED = {
  '0.4.amount': ['amount: Invalid input: expected string, received undefined'],
  '0.4.customer_iban': ['Invalid IBAN', 'Too short'],
  '0.7.Colour': ['Unknown.'],
  handle: ['logged only'],
};

function Lines() {
  const lines = useImportErrorLines(REFUSED);
  return (
    <ul>
      {[...lines.values()].flat().map((l) => (
        <li key={l}>{l}</li>
      ))}
    </ul>
  );
}

const show = (locale: Locale) =>
  render(
    <FlexportalProvider client={client} locale={locale}>
      <Suspense fallback={<p>loading</p>}>
        <Lines />
      </Suspense>
    </FlexportalProvider>,
  );

describe('useImportErrorLines (issue 38: no server words)', () => {
  it('says each refused cell once, naming the row, the column and what to do', async () => {
    show('en');
    const items = (await screen.findAllByRole('listitem')).map((li) => li.textContent);
    expect(items).toEqual([
      'Row 4, Amount: enter an amount such as 1,250.00, within the account’s balance and limits.',
      'Row 4, IBAN: enter the payee’s IBAN, such as DE89 3704 0044 0532 0130 00.',
      'Row 7, Colour: check this cell against the template.',
    ]);
    expect(items.join(' ')).not.toMatch(/Invalid|expected|Too short|logged/);
  });

  it('speaks the page language, amounts included', async () => {
    show('de');
    const items = (await screen.findAllByRole('listitem')).map((li) => li.textContent);
    expect(items[0]).toBe(
      'Zeile 4, Betrag: Geben Sie einen Betrag wie 1.250,00 ein, im Rahmen von Kontostand und Limits.',
    );
  });
});
