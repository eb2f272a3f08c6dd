import { createClient, createMemoryStorage } from '@flexportal/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, inject, it } from 'vitest';
import { FlexportalProvider } from '../../../provider/FlexportalProvider.js';
import { AdminTimeline } from './AdminTimeline.js';

const client = createClient({ baseURL: inject('sandboxApiUrl'), storage: createMemoryStorage() });

describe('<AdminTimeline> against the sandbox', () => {
  it('shows its title', async () => {
    render(
      <FlexportalProvider client={client}>
        <AdminTimeline />
      </FlexportalProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Timeline' })).toBeTruthy();
  });

  it('shows its title in the locale of the provider, downloaded with it', async () => {
    render(
      <FlexportalProvider client={client} locale="de">
        <AdminTimeline />
      </FlexportalProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Verlauf' })).toBeTruthy();
  });
});
