import { createRoute, z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { oneTimeKeys } from '../auth/oneTimeKeys.js';
import { filesOf, presentTracking, settle } from '../compliance/complianceStore.js';
import { complianceTrackings } from '../db/schemaCompliance.js';
import type { Api, Deps } from '../http/env.js';
import { notFound } from '../http/errors.js';
import { publishTracking } from './compliance.js';

const Params = z.object({
  step: z.enum(['form', 'video']),
  key: z.string().regex(/^[0-9a-f]{48}$/),
});
const TITLES = { form: 'Verification form', video: 'Video verification' } as const;

/** A small page with no script (the sandbox stands in for the external provider). */
const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title><style>body{font:16px system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem}button{font:inherit;padding:.6rem 1.2rem}</style></head><body><h1>${title}</h1>${body}</body></html>`;

const htmlResponse = { description: 'HTML page', content: { 'text/html': { schema: z.string() } } };

/**
 * The pages the form and video verification URLs lead to (AC-7mgr-17): the sandbox's stand-in
 * for the external provider. Opening shows one button; pressing it completes the step, so
 * the tracking moves on and the verification flow refreshes through `compliance.updated`.
 */
export function registerComplianceVerification(api: Api, deps: Deps): void {
  const { db } = deps;
  /** The tracking a page's key opens; `spend` uses the key up (once, R16.4). 404 otherwise. */
  const find = async (step: 'form' | 'video', key: string, spend: boolean) => {
    const keys = oneTimeKeys(deps);
    const kind = step === 'form' ? 'verify-form' : 'verify-video';
    const used = spend ? await keys.trySpendKey(kind, key) : await keys.tryPeekKey(kind, key);
    const [t] = used
      ? await db
          .select()
          .from(complianceTrackings)
          .where(eq(complianceTrackings.id, Number(used.scope)))
      : [];
    if (!t) throw notFound();
    return t;
  };
  api.openapi(
    createRoute({
      method: 'get',
      path: '/compliance-verification/{step}/{key}',
      summary: 'The sandbox page of a form or video verification step',
      request: { params: Params },
      responses: { 200: htmlResponse, 404: htmlResponse },
    }),
    async (c) => {
      const { step, key } = c.req.valid('param');
      await find(step, key, false);
      return c.html(
        page(
          TITLES[step],
          `<p>Flexportal Sandbox: this page stands in for the verification provider.</p><form method="post"><button type="submit">Complete the ${step} step</button></form>`,
        ),
      );
    },
  );
  api.openapi(
    createRoute({
      method: 'post',
      path: '/compliance-verification/{step}/{key}',
      summary: 'Completes a form or video verification step',
      request: { params: Params },
      responses: { 200: htmlResponse, 404: htmlResponse },
    }),
    async (c) => {
      const { step, key } = c.req.valid('param');
      const t = await find(step, key, true);
      const now = new Date(deps.config.now()).toISOString();
      await db
        .update(complianceTrackings)
        .set(step === 'form' ? { formDoneAt: now } : { videoDoneAt: now })
        .where(eq(complianceTrackings.id, t.id));
      const { tracking } = await settle(deps, t.id, now);
      publishTracking(deps, presentTracking(tracking, await filesOf(db, [t.id])), t.companyId);
      return c.html(page(TITLES[step], '<p>Done. You can close this window.</p>'));
    },
  );
}
