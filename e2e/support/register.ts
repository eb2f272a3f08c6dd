import { type APIRequestContext, expect } from '@playwright/test';
import { DEMO_PASSWORD } from './login.js';

/** A manager registered through the API (`POST auth/registration`), as the registration page would. */
export interface RegisteredManager {
  email: string;
  companyId: number;
}

/**
 * Registers a new manager and company with the demo password, under a unique e-mail that
 * starts with `prefix`, so a spec changes its own user and no demo user.
 */
export async function registerManager(
  request: APIRequestContext,
  prefix: string,
  person: { first_name: string; last_name: string; company_name: string; legal_type: string },
): Promise<RegisteredManager> {
  const email = `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@${prefix}.test`;
  const reg = await request.post('/api/v2/auth/registration', {
    data: { ...person, email, password: DEMO_PASSWORD, password_confirmation: DEMO_PASSWORD },
  });
  expect(reg.status(), await reg.text()).toBe(201);
  return { email, companyId: (await reg.json()).data.user.company.id as number };
}
