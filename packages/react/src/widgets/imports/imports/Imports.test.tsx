import type { FlexportalClient } from '@flexportal/core';
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { FlexportalProvider } from '../../../provider/FlexportalProvider.js';
import { signedInClient } from '../../../testing/sandbox.test-utils.js';
import { Imports } from './Imports.js';

const slow = { timeout: 20_000 };
let client: FlexportalClient;
beforeAll(async () => {
  client = await signedInClient('manager@globex.test');
});

describe('<Imports> against the sandbox', () => {
  it('lists the imports through the list page, with the link to a new import', async () => {
    render(
      <FlexportalProvider client={client}>
        <Imports />
      </FlexportalProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Imports' }, slow)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New import' }).getAttribute('href')).toBe(
      '/manager/payments/import',
    );
    // Globex has imported nothing: the list page's empty state with this list's text.
    expect(await screen.findByText('No imports yet.', {}, slow)).toBeTruthy();
  }, 30_000);

  it('shows its title in the locale of the provider, downloaded with it', async () => {
    render(
      <FlexportalProvider client={client} locale="de">
        <Imports />
      </FlexportalProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Importe' }, slow)).toBeTruthy();
  });
});
