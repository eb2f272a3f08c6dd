import { hostFailure, refusedFields } from '@flexportal/core';
import { useCallback, useState } from 'react';
import { adminUserTexts } from '../../../i18n/areas/adminUser.js';
import { useFlexportalClient, useT } from '../../../provider/FlexportalProvider.js';

/** One administrator action's state: running, its success text, or what went wrong. */
export interface UserActionState {
  /** The action running, by name. */
  busy: string | null;
  /** The last success, said in the user's words. */
  done: string | null;
  /** A failure that is not a field's. */
  problem: string | null;
  /** Field errors of a 422, as core's codes of their kind (PP-5-02, issue 38). */
  errors: Record<string, string>;
}

const IDLE: UserActionState = { busy: null, done: null, problem: null, errors: {} };

/**
 * Runs the screen's actions one at a time: each success drops the cached user, their
 * sign-ins and activity and the dashboard's statistic (`a/users` prefix) so every panel
 * shows the change; a failure keeps what was typed and says why (a 403 as the role
 * split, a 422 on its fields).
 */
export function useUserAction() {
  const client = useFlexportalClient();
  const t = useT(adminUserTexts);
  const [state, setState] = useState<UserActionState>(IDLE);
  const run = useCallback(
    async <T>(name: string, call: () => Promise<T>, done: string): Promise<T | null> => {
      setState({ ...IDLE, busy: name });
      try {
        const result = await call();
        client.cache.invalidate('a/users');
        setState({ ...IDLE, done });
        return result;
      } catch (error) {
        const errors = refusedFields(error);
        const problem =
          hostFailure(error).code === 'forbidden'
            ? t('adminUser.forbidden')
            : Object.keys(errors).length
              ? null
              : t('adminUser.failed');
        setState({ ...IDLE, problem, errors });
        return null;
      }
    },
    [client, t],
  );
  return { state, run };
}
