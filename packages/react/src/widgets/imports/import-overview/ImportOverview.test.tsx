import type { FlexportalClient } from '@flexportal/core';
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { FlexportalProvider } from '../../../provider/FlexportalProvider.js';
import { signedInClient } from '../../../testing/sandbox.test-utils.js';
import { ImportOverview } from './ImportOverview.js';

const slow = { timeout: 20_000 };
let client: FlexportalClient;
beforeAll(async () => {
  client = await signedInClient('manager@globex.test');
});

describe('<ImportOverview> against the sandbox', () => {
  it('says an import that is not the company’s is not found', async () => {
    render(
      <FlexportalProvider client={client}>
        <ImportOverview importId={2147483646} />
      </FlexportalProvider>,
    );
    expect(await screen.findByText('This import was not found.', {}, slow)).toBeTruthy();
  });

  it('says so in the locale of the provider', async () => {
    render(
      <FlexportalProvider client={client} locale="fr">
        <ImportOverview importId={2147483646} />
      </FlexportalProvider>,
    );
    expect(await screen.findByText('Cette importation est introuvable.', {}, slow)).toBeTruthy();
  });
});
