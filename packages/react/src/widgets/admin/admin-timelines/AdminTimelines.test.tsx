import { createClient, createMemoryStorage } from '@flexportal/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, inject, it } from 'vitest';
import { FlexportalProvider } from '../../../provider/FlexportalProvider.js';
import { AdminTimelines } from './AdminTimelines.js';

const client = createClient({ baseURL: inject('sandboxApiUrl'), storage: createMemoryStorage() });

describe('<AdminTimelines> against the sandbox', () => {
  it('shows its title', async () => {
    render(
      <FlexportalProvider client={client}>
        <AdminTimelines />
      </FlexportalProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Timelines' })).toBeTruthy();
  });

  it('shows its title in the locale of the provider, downloaded with it', async () => {
    render(
      <FlexportalProvider client={client} locale="de">
        <AdminTimelines />
      </FlexportalProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Verläufe' })).toBeTruthy();
  });
});
