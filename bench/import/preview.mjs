// The sandbox's import preview (`POST manager/transactions/import` without is_submit), as
// the import screen sends it: multipart, the account and the file.

/** Signs in as Acme's manager; resolves with the bearer header and Acme EUR main's id. */
export async function acmeEur(apiUrl) {
  const login = await fetch(`${apiUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'manager@acme.test', password: 'Sandbox#2026' }),
  });
  if (!login.ok) throw new Error(`login answered ${login.status}`);
  const auth = { Authorization: `Bearer ${(await login.json()).data.token.access_token}` };
  const accounts = await (await fetch(`${apiUrl}/manager/bank-accounts`, { headers: auth })).json();
  const eur = accounts.data.find((a) => a.name === 'Acme EUR main');
  if (!eur) throw new Error('no Acme EUR main account');
  return { auth, accountId: eur.id };
}

/** Sends `bytes` for a preview; resolves with the response (its body unread). */
export function preview(apiUrl, { auth, accountId }, bytes) {
  const form = new FormData();
  form.append('bank_account_id', String(accountId));
  form.append('file', new File([bytes], 'payments.xlsx'));
  return fetch(`${apiUrl}/manager/transactions/import`, {
    method: 'POST',
    headers: { ...auth, Accept: 'application/json' },
    body: form,
  });
}
