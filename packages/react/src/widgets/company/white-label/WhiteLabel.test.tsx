import type { FlexportalClient } from '@flexportal/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
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
    // A save that changes something asks first (issue 38).
    fireEvent.click(await screen.findByRole('button', { name: 'Save and re-brand' }));
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

  it('says what a save affects, and sends nothing before the change is confirmed (issue 38)', async () => {
    const sent: unknown[] = [];
    // The PUT is answered here, so the shared sandbox's Acme keeps its theme.
    const fetch: typeof globalThis.fetch = async (input, init) => {
      const request = new Request(input, init);
      if (request.method === 'PUT' && request.url.endsWith('/company/white-label')) {
        const body = await request.json();
        sent.push(body);
        return Response.json({ data: { ...body, ...NO_IMAGES, cache_set_at: null } });
      }
      return globalThis.fetch(input, init);
    };
    const client = await signedIn('manager@acme.test', fetch);
    render(
      <FlexportalProvider client={client}>
        <WhiteLabel />
      </FlexportalProvider>,
    );
    const save = (await screen.findByRole('button', { name: 'Save' }, slow)) as HTMLButtonElement;
    await waitFor(() => expect(save.disabled).toBe(false), slow);
    const name = screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement;
    const saved = name.value;
    // Beside Save, always: the whole portal by its name, the sign-in page included.
    const note = document.getElementById(save.getAttribute('aria-describedby') ?? '');
    expect(note?.textContent).toBe(
      `Saving re-brands the whole ${saved} portal for everyone who uses it, the sign-in page included, from their next visit.`,
    );
    fireEvent.change(name, { target: { value: 'Acme Rebrand' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Secondary colour' }), {
      target: { value: '#123456' },
    });
    fireEvent.submit(save);
    const dialog = await screen.findByRole('dialog', { name: 'Re-brand the whole portal?' });
    expect(dialog.textContent).toContain('This save changes: Name, Secondary colour.');
    expect(dialog.textContent).toContain('on the sign-in page and on every page after it');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent).toEqual([]);
    expect(name.value).toBe('Acme Rebrand');
    fireEvent.submit(save);
    fireEvent.click(await screen.findByRole('button', { name: 'Save and re-brand' }));
    await waitFor(() => expect(sent).toHaveLength(1), slow);
    expect(sent[0]).toMatchObject({ name: 'Acme Rebrand', secondary_color: '#123456' });
  }, 30_000);

  it('removes an uploaded image after asking, through the sandbox (issue 38)', async () => {
    // Acme's record as the sandbox has it, with a logo until the DELETE has gone through.
    let removed = false;
    const fetch: typeof globalThis.fetch = async (input, init) => {
      const request = new Request(input, init);
      const answer = await globalThis.fetch(input, init);
      if (request.method === 'DELETE' && request.url.endsWith('/company/white-label/images/logo'))
        removed = answer.ok;
      if (removed || request.method !== 'GET' || !request.url.endsWith('/company/white-label'))
        return answer;
      const record = (await answer.json()) as { data: object };
      return Response.json({ data: { ...record.data, logo_url: '/api/v2/white-label/images/1' } });
    };
    const client = await signedIn('manager@acme.test', fetch);
    render(
      <FlexportalProvider client={client} locale="de">
        <WhiteLabel />
      </FlexportalProvider>,
    );
    const remove = await screen.findByRole('button', { name: 'Logo entfernen' }, slow);
    // Only an uploaded image can be removed.
    expect(screen.queryByRole('button', { name: 'Favicon entfernen' })).toBeNull();
    fireEvent.click(remove);
    const dialog = await screen.findByRole('dialog', { name: 'Dieses Bild (Logo) entfernen?' });
    expect(dialog.textContent).toContain('zeigen wieder das Standardbild');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Entfernen' }));
    expect(await screen.findByText('Logo entfernt.', {}, slow)).toBeTruthy();
    expect(removed).toBe(true);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Logo entfernen' })).toBeNull(),
    );
    expect(screen.queryByRole('img', { name: 'Aktuelles Logo' })).toBeNull();
  }, 30_000);
});

const NO_IMAGES = { logo_url: null, dark_logo_url: null, favicon_url: null, background_url: null };
