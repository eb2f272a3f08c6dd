import { createClient, createMemoryStorage } from '@flexportal/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, inject, it } from 'vitest';
import { FlexportalProvider } from '../../../provider/FlexportalProvider.js';
import { AdminSettings } from './AdminSettings.js';

const client = createClient({ baseURL: inject('sandboxApiUrl'), storage: createMemoryStorage() });

describe('<AdminSettings> against the sandbox', () => {
  it('shows its title', async () => {
    render(
      <FlexportalProvider client={client}>
        <AdminSettings />
      </FlexportalProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeTruthy();
  });

  it('shows its title in the locale of the provider, downloaded with it', async () => {
    render(
      <FlexportalProvider client={client} locale="de">
        <AdminSettings />
      </FlexportalProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Einstellungen' })).toBeTruthy();
  });
});
