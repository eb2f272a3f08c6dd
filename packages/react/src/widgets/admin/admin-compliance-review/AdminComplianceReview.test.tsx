import { createClient, createMemoryStorage } from '@flexportal/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, inject, it } from 'vitest';
import { FlexportalProvider } from '../../../provider/FlexportalProvider.js';
import { AdminComplianceReview } from './AdminComplianceReview.js';

const client = createClient({ baseURL: inject('sandboxApiUrl'), storage: createMemoryStorage() });

describe('<AdminComplianceReview> against the sandbox', () => {
  it('shows its title', async () => {
    render(
      <FlexportalProvider client={client}>
        <AdminComplianceReview />
      </FlexportalProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Compliance review' })).toBeTruthy();
  });

  it('shows its title in the locale of the provider, downloaded with it', async () => {
    render(
      <FlexportalProvider client={client} locale="de">
        <AdminComplianceReview />
      </FlexportalProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Compliance-Prüfung' })).toBeTruthy();
  });
});
