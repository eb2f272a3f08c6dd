import { impersonateUser } from '@flexportal/core';
import { mayImpersonate } from '@flexportal/core/admin';
import type { AdminUser } from '@flexportal/core/contract';
import { useState } from 'react';
import { adminUserTexts } from '../../../i18n/areas/adminUser.js';
import { useFlexportalClient, useT } from '../../../provider/FlexportalProvider.js';
import { Button } from '../../../ui/Button.js';
import { Dialog } from '../../../ui/Dialog.js';
import type { AdminUserProps } from './adminUserProps.js';
import type { useUserAction } from './useUserAction.js';

/** Props of {@link UserSecurityActions}. */
export interface UserSecurityActionsProps
  extends Pick<AdminUserProps, 'onImpersonated' | 'onDeleted'> {
  /** The user acted on. */
  user: AdminUser;
  /** True when the administrator may change this user (core's split). */
  mayChange: boolean;
  /** True for the administrator's own record: no deleting oneself. */
  self: boolean;
  /** The screen's one action runner. */
  action: ReturnType<typeof useUserAction>;
}

/**
 * Reset the sign-in throttle and the two-factor validator (AC-7admin-06), log in as the
 * user (PP-4.8-06, managers and readers only) and delete with confirmation (AC-7admin-07).
 */
export function UserSecurityActions(props: UserSecurityActionsProps) {
  const { user, mayChange, self, action, onImpersonated, onDeleted } = props;
  const t = useT(adminUserTexts);
  const client = useFlexportalClient();
  const [confirming, setConfirming] = useState(false);
  const busy = action.state.busy !== null;
  const path = `a/users/${user.id}`;
  const canImpersonate = user.roles.every((r) => mayImpersonate({ role: r.slug }));
  return (
    <div className="fp-actions" part="actions">
      {mayChange ? (
        <>
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() =>
              void action.run(
                'throttle',
                () => client.http.data(`${path}/reset/throttle`, { method: 'DELETE' }),
                t('adminUser.throttleReset'),
              )
            }
          >
            {t('adminUser.resetThrottle')}
          </Button>
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() =>
              void action.run(
                'validator',
                () => client.http.data(`${path}/reset/validator`, { method: 'PUT', body: {} }),
                t('adminUser.validatorReset'),
              )
            }
          >
            {t('adminUser.resetValidator')}
          </Button>
        </>
      ) : null}
      {canImpersonate ? (
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() =>
            void action
              .run('impersonate', () => impersonateUser(client, user.id), '')
              .then((answer) => {
                if (answer) onImpersonated?.({ ...user, ...answer.user });
              })
          }
        >
          {t('adminUser.logInAs')}
        </Button>
      ) : null}
      {mayChange && !self ? (
        <Button variant="danger" disabled={busy} onClick={() => setConfirming(true)}>
          {t('adminUser.delete')}
        </Button>
      ) : null}
      <Dialog
        open={confirming}
        title={t('adminUser.deleteTitle', { email: user.email })}
        onClose={() => setConfirming(false)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('adminUser.cancel')}
            </Button>
            <Button
              variant="danger"
              disabled={busy}
              onClick={() =>
                void action
                  .run('delete', () => client.http.data(path, { method: 'DELETE' }), '')
                  .then((done) => {
                    setConfirming(false);
                    if (done !== null) onDeleted?.(user.id);
                  })
              }
            >
              {t('adminUser.deleteConfirm')}
            </Button>
          </>
        }
      >
        <p>{t('adminUser.deleteText')}</p>
      </Dialog>
    </div>
  );
}
