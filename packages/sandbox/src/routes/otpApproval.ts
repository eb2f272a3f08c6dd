import { MessageBody } from '@flexportal/core/contract';
import { createRoute, z } from '@hono/zod-openapi';
import { OTP_APPROVE_PATH } from '../auth/otp.js';
import { approveChallenge } from '../auth/otpApproval.js';
import type { Api, Deps } from '../http/env.js';
import { notFound } from '../http/errors.js';
import { errorResponses, jsonResponse } from '../http/openapi.js';

/**
 * `GET otp/approve/{key}`: the approve link of an e-mailed code. Opening it is the mailbox
 * owner's act that lets the browser that asked fill the code by itself (PP-4.3-08). A GET
 * so the sandbox's mail link works on a click; a production API puts a confirmation page
 * with a POST in front, since mail scanners open links (docs/security.md).
 */
export function registerOtpApproval(api: Api, deps: Deps): void {
  api.openapi(
    createRoute({
      method: 'get',
      path: `${OTP_APPROVE_PATH}/{key}`,
      summary:
        "Approve an e-mailed code's request: the browser that asked gets the code sealed for it on the announce channel (PP-4.3-08)",
      request: {
        params: z.object({
          key: z.string().regex(/^[0-9a-f]{48}$/, 'The link is invalid.'),
        }),
      },
      responses: { 200: jsonResponse(MessageBody, 'Approved'), ...errorResponses },
    }),
    async (c) => {
      if (!(await approveChallenge(deps, c.req.valid('param').key))) {
        throw notFound('The link is invalid or has expired.');
      }
      return c.json(
        { message: 'Approved: the browser that asked now fills in the code by itself.' },
        200,
      );
    },
  );
}
