import { createClient, createMemoryStorage } from '@flexportal/core';
import { act, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expect, inject, it, vi } from 'vitest';
import { FlexportalProvider } from '../provider/FlexportalProvider.js';
import { Transactions } from '../widgets/transactions/list/Transactions.js';

// Issue 39: a signed-in page rendered on the server threw hydration error #418. The server
// has no storage, so no session; the browser has one. The first frame must be the server's.
it('a signed-in page hydrates the server HTML without a mismatch, then shows the screen', async () => {
  const server = createClient({ baseURL: inject('sandboxApiUrl'), storage: createMemoryStorage() });
  const html = renderToString(
    <FlexportalProvider client={server}>
      <Transactions mode="settled" />
    </FlexportalProvider>,
  );
  expect(html).toContain('aria-busy="true"');

  // The browser's page: signed in on an earlier page, its client made from that storage.
  const storage = createMemoryStorage();
  const earlier = createClient({ baseURL: inject('sandboxApiUrl'), storage });
  await earlier.session.login('solo@individual.test', 'Sandbox#2026');
  earlier.dispose();
  const browser = createClient({ baseURL: inject('sandboxApiUrl'), storage });
  expect(browser.session.store.getInitialState().authenticated).toBe(true);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const mismatches = vi.fn();
  // Not inside act(): React reports a mismatch to onRecoverableError as a browser would.
  const root = hydrateRoot(
    container,
    <FlexportalProvider client={browser}>
      <Transactions mode="settled" />
    </FlexportalProvider>,
    { onRecoverableError: mismatches },
  );
  await waitFor(
    () => expect(container.querySelector('h2')?.textContent).toBe('Approved transactions'),
    { timeout: 20_000 },
  );
  expect(mismatches).not.toHaveBeenCalled();
  act(() => root.unmount());
  container.remove();
  browser.dispose();
}, 60_000);
