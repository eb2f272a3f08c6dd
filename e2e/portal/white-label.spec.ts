import { expect, test } from '@playwright/test';
import { apiToken } from '../support/api.js';
import { signInByApi } from '../support/session.js';

// Issue 24: Acme's manager changes the primary colour on /manager/white-label, sees the live
// preview take it, saves, and the portal is painted with it on its next load (the public
// white-label record). Other specs share the sandbox and expect its public record: the name
// stays the public one, and the public colours are saved back at the end.
const EMAIL = 'manager@acme.test';
const COLOUR = '#aa3300';

test('a new primary colour shows in the preview and then themes the portal', async ({ page }) => {
  const token = await apiToken(page.request, EMAIL);
  const headers = { Authorization: `Bearer ${token}` };
  // What the deployment shows now (name and colours), put back afterwards.
  const before = (await (await page.request.get('/api/v2/white-label')).json()).data as {
    name: string;
    primary_color: string;
    secondary_color: string;
    support_email: string | null;
  };
  try {
    await signInByApi(page, EMAIL);
    await page.goto('/manager/white-label');
    const save = page.getByRole('button', { name: 'Save' });
    await expect(save).toBeEnabled();
    await page.getByRole('textbox', { name: 'Name' }).fill(before.name);
    const field = page.getByRole('textbox', { name: 'Primary colour' });
    await field.fill(COLOUR);
    const preview = page.getByRole('region', { name: /^Preview/ });
    await expect(preview).toHaveCSS('--fp-primary', COLOUR);
    await save.click();
    await expect(
      page.getByText('Saved. The portal shows the new theme on its next load.'),
    ).toBeVisible();

    const pub = (await (await page.request.get('/api/v2/white-label')).json()).data;
    expect(pub.primary_color).toBe(COLOUR);
    await page.reload();
    await expect
      .poll(() =>
        page.evaluate(() =>
          getComputedStyle(document.documentElement).getPropertyValue('--fp-primary').trim(),
        ),
      )
      .toBe(COLOUR);
  } finally {
    await page.request.put('/api/v2/company/white-label', {
      headers,
      data: {
        name: before.name,
        primary_color: before.primary_color,
        secondary_color: before.secondary_color,
        support_email: before.support_email,
      },
    });
  }
});
