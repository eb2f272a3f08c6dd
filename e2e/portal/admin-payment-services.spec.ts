import { expect, test } from '@playwright/test';
import { apiGet, apiToken } from '../support/api.js';
import { signInByApi } from '../support/session.js';

// Issue 23 (AC-4-01..04, AC-7admin-12/13): an administrator starts a company's payment
// service onboarding on its profile, applies every transition and sees it ACTIVE. The
// service is one the sandbox says may start now (never started or disabled), so a reused
// sandbox or another spec's changes do not matter.
test('an administrator onboards a payment service to ACTIVE on the company profile', async ({
  page,
}) => {
  const token = await apiToken(page.request, 'admin@flexportal.test');
  const companies = await apiGet<Array<{ id: number; name: string }>>(
    page.request,
    token,
    'a/companies?per_page=100',
  );
  let target: { id: number; service: string } | null = null;
  for (const company of companies.data) {
    const services = await apiGet<Array<{ service: string; status: string | null }>>(
      page.request,
      token,
      `a/companies/payment-services?company_id=${company.id}`,
    );
    const open = services.data.find((s) => s.status === null || s.status === 'DISABLED');
    if (open) {
      target = { id: company.id, service: open.service };
      break;
    }
  }
  expect(target, 'a company with a service whose onboarding may start').not.toBeNull();
  const { id, service } = target as { id: number; service: string };

  await signInByApi(page, 'admin@flexportal.test');
  await page.goto(`/admin/company-profile/${id}`);
  const item = page.locator('article', {
    has: page.getByRole('heading', { name: new RegExp(`^${service} `) }),
  });
  await expect(item).toBeVisible();
  await item.getByRole('button', { name: 'Start onboarding' }).click();
  await expect(item.getByText('ONBOARDING_START')).toBeVisible();

  for (const step of ['submit_documents', 'compliance_review', 'provider_activation']) {
    await item.getByRole('button', { name: `Apply next: ${step}` }).click();
    await expect(item.getByRole('button', { name: `Apply next: ${step}` })).toHaveCount(0);
  }
  await expect(item.getByText('ACTIVE', { exact: true })).toBeVisible();
  await expect(item.getByText('ACTIVE', { exact: true })).toHaveAttribute('data-tone', 'success');
  await expect(item.getByText('SUCCESS')).toHaveCount(3);

  const stored = await apiGet<Array<{ service: string; status: string | null }>>(
    page.request,
    token,
    `a/companies/payment-services?company_id=${id}`,
  );
  expect(stored.data.find((s) => s.service === service)?.status).toBe('ACTIVE');
});
