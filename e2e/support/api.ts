import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from './login.js';

/** A bearer token of a demo login, for reading state through the API beside the UI. */
export async function apiToken(request: APIRequestContext, email: string): Promise<string> {
  const login = await request.post('/api/v2/auth/login', {
    data: { email, password: DEMO_PASSWORD },
  });
  return (await login.json()).data.token.access_token as string;
}

/** `GET /api/v2/<path>` as the token's user; the envelope's `data` and `meta`. */
export async function apiGet<T = unknown>(
  request: APIRequestContext,
  token: string,
  path: string,
): Promise<{ data: T; meta?: { total: number } }> {
  const res = await request.get(`/api/v2/${path}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return res.json();
}
