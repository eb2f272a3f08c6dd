import { createClient, createMemoryStorage } from '@flexportal/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, inject, it } from 'vitest';
import { FlexportalProvider } from '../../../provider/FlexportalProvider.js';
import { Rate } from './Rate.js';

const client = createClient({ baseURL: inject('sandboxApiUrl'), storage: createMemoryStorage() });

describe('<Rate> against the sandbox', () => {
  it('shows the seeded EUR/USD rate', async () => {
    render(
      <FlexportalProvider client={client}>
        <Rate sell="EUR" buy="USD" />
      </FlexportalProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading rate…');
    expect((await screen.findByText('1.0842')).closest('output')?.textContent).toBe(
      '1 EUR = 1.0842 USD',
    );
  });

  it('shows a neutral placeholder when the pair does not exist', async () => {
    render(
      <FlexportalProvider client={client}>
        <Rate sell="XXX" buy="USD" />
      </FlexportalProvider>,
    );
    expect(await screen.findByText('Rate unavailable')).toBeTruthy();
  });
});
