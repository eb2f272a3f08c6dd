import type { Page } from '@playwright/test';

/** What a partner page saw: its CSP violations and the `submitted` events that reached it. */
export interface PartnerRecords {
  csp: string[];
  submitted: Array<Record<string, unknown>>;
}

/**
 * Before the page loads: records the top page's CSP violations and every `submitted`
 * event bubbling to its document (from an inline element or relayed out of a frame).
 */
export async function recordPartnerPage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (window.top !== window) return;
    const records = { csp: [] as string[], submitted: [] as unknown[] };
    (window as unknown as { __partner: typeof records }).__partner = records;
    document.addEventListener('securitypolicyviolation', (e) =>
      records.csp.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
    document.addEventListener('submitted', (e) =>
      records.submitted.push((e as CustomEvent).detail),
    );
  });
}

/** The records of {@link recordPartnerPage} so far. */
export function partnerRecords(page: Page): Promise<PartnerRecords> {
  return page.evaluate(() => (window as unknown as { __partner: PartnerRecords }).__partner);
}
