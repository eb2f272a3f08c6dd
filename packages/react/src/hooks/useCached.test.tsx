import { createClient, createMemoryStorage } from '@flexportal/core';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FlexportalProvider } from '../provider/FlexportalProvider.js';
import { useCached } from './useCached.js';

function Reader({ load }: { load: () => Promise<string> }) {
  const r = useCached('manager/bank-accounts', load, 60_000);
  return <output>{r.status === 'ready' ? r.data : r.status}</output>;
}

describe('useCached', () => {
  it('loads again when the key is invalidated while its load is still running', async () => {
    const client = createClient({
      baseURL: 'http://127.0.0.1:1/api/v2',
      storage: createMemoryStorage(),
    });
    const answers: Array<(v: string) => void> = [];
    const load = () => new Promise<string>((resolve) => answers.push(resolve));
    render(
      <FlexportalProvider client={client}>
        <Reader load={load} />
      </FlexportalProvider>,
    );
    expect(answers).toHaveLength(1);
    // A change lands (a live event, another screen's save) before the first answer.
    act(() => client.cache.invalidate('manager/bank-accounts'));
    expect(answers).toHaveLength(2);
    await act(async () => answers[0]?.('stale'));
    expect(screen.getByRole('status').textContent).toBe('loading');
    await act(async () => answers[1]?.('fresh'));
    expect(screen.getByRole('status').textContent).toBe('fresh');
  });
});
