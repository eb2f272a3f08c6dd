import { expect, test } from '@playwright/test';
import { SESSION_KEYS } from '../../packages/core/src/session/tokenTiming.js';
import { login } from '../support/login.js';

/** Every `flexportal.*` entry of both web storages, as `local:key` / `session:key` = value. */
const ourStorage = () =>
  Object.fromEntries(
    (
      [
        ['local', localStorage],
        ['session', sessionStorage],
      ] as const
    ).flatMap(([name, s]) =>
      Object.keys(s)
        .filter((k) => k.startsWith('flexportal.'))
        .map((k) => [`${name}:${k}`, s.getItem(k) ?? '']),
    ),
  );

test('logout leaves no session in local or session storage or cookies, and the token is dead (R13)', async ({
  page,
  context,
}) => {
  await login(page, 'solo@individual.test');
  const token = await page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('flexportal.jwt') ?? '{}') as { access_token?: string })
        .access_token,
  );
  expect(token).toBeTruthy();
  const bearer = { Authorization: `Bearer ${token}` };
  expect((await page.request.get('/api/v2/auth/me', { headers: bearer })).status()).toBe(200);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);

  const stored = await page.evaluate(ourStorage);
  const cookies = await context.cookies();
  const sessionKeysLeft = Object.keys(stored).filter((k) =>
    (SESSION_KEYS as readonly string[]).includes(k.replace(/^\w+:/, '')),
  );
  const holdingToken = [...Object.values(stored), ...cookies.map((c) => c.value)].filter((v) =>
    v.includes(token as string),
  );
  const me = (await page.request.get('/api/v2/auth/me', { headers: bearer })).status();
  const refresh = (await page.request.post('/api/v2/auth/refresh', { headers: bearer })).status();
  console.log(
    `R13 (portal): session keys left ${sessionKeysLeft.length}, entries or cookies holding the token ` +
      `${holdingToken.length}, cookies ${cookies.length}; kept: ${Object.keys(stored).join(', ') || 'none'}; ` +
      `old token auth/me ${me}, auth/refresh ${refresh}`,
  );
  expect(sessionKeysLeft).toEqual([]);
  expect(holdingToken).toEqual([]);
  expect(me).toBe(401);
  expect(refresh).toBe(401);
});
