import { createClient, createMemoryStorage } from '@flexportal/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, inject, it } from 'vitest';
import { FlexportalProvider } from '../../../provider/FlexportalProvider.js';
import { ActivityLogs } from './ActivityLogs.js';

const client = createClient({ baseURL: inject('sandboxApiUrl'), storage: createMemoryStorage() });

describe('<ActivityLogs> against the sandbox', () => {
  it('shows its title', async () => {
    render(
      <FlexportalProvider client={client}>
        <ActivityLogs />
      </FlexportalProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Activity logs' })).toBeTruthy();
  });

  it('shows its title in the locale of the provider, downloaded with it', async () => {
    render(
      <FlexportalProvider client={client} locale="de">
        <ActivityLogs />
      </FlexportalProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Aktivitätsprotokolle' })).toBeTruthy();
  });
});
