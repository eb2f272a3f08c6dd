import type { FlexportalClient } from '@flexportal/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { FlexportalProvider } from '../../../provider/FlexportalProvider.js';
import { signedInClient as signedIn } from '../../../testing/sandbox.test-utils.js';
import { WhiteLabel } from './WhiteLabel.js';

// Against the real sandbox: Acme has the white-label feature, Globex not.
const slow = { timeout: 20_000 };
let acme: FlexportalClient;
let globex: FlexportalClient;
beforeAll(async () => {
  acme = await signedIn('manager@acme.test');
  globex = await signedIn('manager@globex.test');
});

describe('<WhiteLabel> against the sandbox', () => {
  it('previews a typed colour at once and refuses a bad one beside the field', async () => {
    render(
      <FlexportalProvider client={acme}>
        <WhiteLabel />
      </FlexportalProvider>,
    );
    const field = (await screen.findByRole(
      'textbox',
      { name: 'Primary colour' },
      slow,
    )) as HTMLInputElement;
    // The record has arrived once Save can be used.
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    await waitFor(() => expect(save.disabled).toBe(false), slow);
    expect(field.value).toMatch(/^#[0-9a-f]{6}$/);
    fireEvent.change(field, { target: { value: '#aa3300' } });
    const preview = screen.getByRole('region', { name: /^Preview/ });
    expect(preview.style.getPropertyValue('--fp-primary')).toBe('#aa3300');
    fireEvent.change(field, { target: { value: 'red' } });
    expect(preview.style.getPropertyValue('--fp-primary')).toBe('#0d6efd');
    fireEvent.submit(save);
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'), slow);
    expect(field.value).toBe('red');
  }, 30_000);

  it('shows the owner list read-only: none for Acme, which runs the deployment (AC-7mgr-12)', async () => {
    render(
      <FlexportalProvider client={acme}>
        <WhiteLabel />
      </FlexportalProvider>,
    );
    const owners = await screen.findByRole('region', { name: 'White-label owners' }, slow);
    await waitFor(
      () => expect(owners.textContent).toContain('falls under no other white label'),
      slow,
    );
    expect(owners.querySelector('input, button')).toBeNull();
  }, 30_000);

  it('lists the white-label parents nearest first, as company/white-label/owners answers them', async () => {
    // The seed has no nested white label: the owners call answers two parents, the rest is the sandbox's.
    const parents = [
      { id: 7, name: 'Acme Group' },
      { id: 3, name: 'Acme Holding' },
    ];
    const fetch: typeof globalThis.fetch = (input, init) =>
      String(input instanceof Request ? input.url : input).endsWith('/company/white-label/owners')
        ? Promise.resolve(Response.json({ data: parents }))
        : globalThis.fetch(input, init);
    const client = await signedIn('manager@acme.test', fetch);
    render(
      <FlexportalProvider client={client} locale="fr">
        <WhiteLabel />
      </FlexportalProvider>,
    );
    const owners = await screen.findByRole(
      'region',
      { name: 'Propriétaires de la marque blanche' },
      slow,
    );
    await waitFor(
      () =>
        expect([...owners.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
          'Acme Group',
          'Acme Holding',
        ]),
      slow,
    );
  }, 30_000);

  it('tells a company without the feature, in German', async () => {
    render(
      <FlexportalProvider client={globex} locale="de">
        <WhiteLabel />
      </FlexportalProvider>,
    );
    expect(
      await screen.findByText(/Das White Label konnte nicht geladen werden/, undefined, slow),
    ).toBeTruthy();
  }, 30_000);
});
