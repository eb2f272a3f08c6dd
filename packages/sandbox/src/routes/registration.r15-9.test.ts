import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { json, sandboxSuite } from '../testing/harness.js';

// R15.9: one user per e-mail whatever its case, even when registrations race; a refused
// registration leaves no company behind.
const { h } = sandboxSuite();

const form = (email: string, company: string) => ({
  first_name: 'Race',
  email,
  password: 'Race#2026x',
  password_confirmation: 'Race#2026x',
  company_name: company,
});

const count = async (query: ReturnType<typeof sql>) =>
  Number(
    ((await h.database.db.execute(query)) as unknown as { rows: Array<{ n: number }> }).rows[0]?.n,
  );

describe('R15.9 concurrent registrations with one e-mail', () => {
  it('creates one user and one company per e-mail, answers 422 to the rest', async () => {
    const cases = ['race@r23.test', 'Race@R23.test', 'RACE@r23.TEST', 'race@R23.test'];
    const answers = await Promise.all(
      cases.map((email, i) =>
        h.call('POST', '/auth/registration', { body: form(email, `R15.9 company ${i}`) }),
      ),
    );
    const statuses = answers.map((r) => r.status);
    const refused = await Promise.all(answers.filter((r) => r.status === 422).map(json));
    const users = await count(
      sql`select count(*)::int as n from users where lower(email) = 'race@r23.test'`,
    );
    const companies = await count(
      sql`select count(*)::int as n from companies where name like 'R15.9 company %'`,
    );
    console.log(
      `R15.9 ${cases.length} registrations at once, one e-mail in ${cases.length} cases: answers ${statuses.join(', ')}; ${users} user(s), ${companies} compan(y/ies)`,
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 422)).toHaveLength(cases.length - 1);
    for (const body of refused)
      expect(body.errors.email).toEqual(['The email has already been taken.']);
    expect(users).toBe(1);
    expect(companies).toBe(1);
  });
});
