import type { FlexportalClient } from '@flexportal/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { FlexportalProvider } from '../../../provider/FlexportalProvider.js';
import { signedInClient as signedIn } from '../../../testing/sandbox.test-utils.js';
import { WhiteLabelDocuments } from './WhiteLabelDocuments.js';

// Against the real sandbox: Acme has the white-label feature, Globex not.
const slow = { timeout: 20_000 };
let acme: FlexportalClient;
let globex: FlexportalClient;
beforeAll(async () => {
  acme = await signedIn('manager@acme.test');
  globex = await signedIn('manager@globex.test');
});

describe('<WhiteLabelDocuments> against the sandbox', () => {
  it('shows a document per type, keeps input on a refused save and saves a valid one', async () => {
    render(
      <FlexportalProvider client={acme}>
        <WhiteLabelDocuments />
      </FlexportalProvider>,
    );
    const imprint = await screen.findByRole('group', { name: 'Imprint' }, slow);
    for (const name of ['Terms and conditions', 'Privacy policy', 'Statements and reports'])
      expect(screen.getByRole('group', { name })).toBeTruthy();
    const title = within(imprint).getByRole('textbox', { name: 'Title' }) as HTMLInputElement;
    const text = within(imprint).getByRole('textbox', { name: 'Text' }) as HTMLTextAreaElement;
    expect(within(imprint).getByLabelText('Upload Header')).toBeTruthy();
    // Longer than the server keeps: refused beside the field, what was typed stays.
    fireEvent.change(title, { target: { value: 'x'.repeat(201) } });
    fireEvent.change(text, { target: { value: 'Acme Ltd, London' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save documents' }));
    await waitFor(() => expect(title.getAttribute('aria-invalid')).toBe('true'), slow);
    expect(title.value).toBe('x'.repeat(201));
    expect(text.value).toBe('Acme Ltd, London');
    fireEvent.change(title, { target: { value: 'Imprint of Acme' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save documents' }));
    expect(await screen.findByText('Documents saved.', undefined, slow)).toBeTruthy();
    expect(title.value).toBe('Imprint of Acme');
    expect(text.value).toBe('Acme Ltd, London');
  }, 30_000);

  it('tells a company without the feature, in German', async () => {
    render(
      <FlexportalProvider client={globex} locale="de">
        <WhiteLabelDocuments />
      </FlexportalProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Dokumente' }, slow)).toBeTruthy();
    expect(
      await screen.findByText(/Die Dokumente konnten nicht geladen werden/, undefined, slow),
    ).toBeTruthy();
  }, 30_000);
});
