import { createClient, createMemoryStorage, type FlexportalClient } from '@flexportal/core';
import { inject } from 'vitest';

/** Password of every demo login (the sandbox's seed). */
const DEMO_PASSWORD = 'Sandbox#2026';

/** A client of the test run's sandbox with nobody signed in; `fetch` may wrap the real one. */
function sandboxClient(fetch?: typeof globalThis.fetch): FlexportalClient {
  return createClient({
    baseURL: inject('sandboxApiUrl'),
    storage: createMemoryStorage(),
    ...(fetch ? { fetch } : {}),
  });
}

/** A client of the test run's sandbox signed in as a demo login, through `auth/login`. */
export async function signedInClient(
  email: string,
  fetch?: typeof globalThis.fetch,
): Promise<FlexportalClient> {
  const client = sandboxClient(fetch);
  const answer = await client.http.data<{ token: unknown }>('auth/login', {
    method: 'POST',
    body: { email, password: DEMO_PASSWORD },
  });
  client.session.setToken(answer.token);
  return client;
}
