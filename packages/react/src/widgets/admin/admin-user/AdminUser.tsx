import { userChangeRefusal } from '@flexportal/core/admin';
import { useId, useState } from 'react';
import { SignInGate } from '../../../global/SignInGate.js';
import { useSignedInUser } from '../../../hooks/useSignedInUser.js';
import { adminUserTexts } from '../../../i18n/areas/adminUser.js';
import { useT } from '../../../provider/FlexportalProvider.js';
import { Button } from '../../../ui/Button.js';
import { useStyles } from '../../../ui/styles/useStyles.js';
import { fullName } from '../admin-users/adminUsersColumns.js';
import { adminUserCss } from './adminUserCss.js';
import type { AdminUserProps } from './adminUserProps.js';
import { UserEditForms } from './UserEditForms.js';
import { UserActivity, UserDetails, UserSignIns } from './UserPanels.js';
import { UserSecurityActions } from './UserSecurityActions.js';
import { useUserRecord } from './useAdminUser.js';
import { useUserAction } from './useUserAction.js';

/**
 * One user for an administrator (`/admin/users/{user_id}` and `/edit`, AC-7admin-04..07):
 * company, roles, two-factor, compliance state, last sign-ins, activity; edit profile and
 * avatar, change role and password, reset throttle and validator, delete with
 * confirmation, log in as the user. An admin sees an administrator read-only (core's
 * split). Signs the user in first when there is no session. CSS parts: `admin-user`,
 * `details`, `avatar`, `form`, `field`, `label`, `input`, `error`, `button`, `actions`,
 * `table`, `row`, `activity`, `status`, `alert`, `dialog`, `signin`.
 */
export function AdminUser(props: AdminUserProps) {
  const ref = useStyles<HTMLDivElement>(adminUserCss);
  return (
    <div ref={ref} className="fp-root">
      <SignInGate>
        {props.userId ? <AdminUserBody {...props} userId={props.userId} /> : null}
      </SignInGate>
    </div>
  );
}

function AdminUserBody(props: AdminUserProps & { userId: number }) {
  const t = useT(adminUserTexts);
  const id = props.userId;
  const titleId = useId();
  const record = useUserRecord(id);
  const me = useSignedInUser();
  const action = useUserAction();
  const [editing, setEditing] = useState(props.edit === true);
  if (record.status !== 'ready' || me.status !== 'ready') {
    return (
      <section className="fp-admin-user" part="admin-user" aria-busy={record.status === 'loading'}>
        <h2>{t('adminUser.title')}</h2>
        {record.status === 'error' || me.status === 'error' ? (
          <p role="alert">{t('adminUser.missing')}</p>
        ) : (
          <span className="fp-skeleton" />
        )}
      </section>
    );
  }
  const user = record.data;
  const actor = { id: me.data.id, role: me.data.roles[0]?.slug ?? '' };
  const target = {
    id: user.id,
    role: user.roles[0]?.slug ?? '',
    hasCompany: user.company !== null,
  };
  const mayChange = userChangeRefusal(actor, target) === null;
  const { state } = action;
  return (
    <section className="fp-admin-user" part="admin-user" aria-labelledby={titleId}>
      <div className="fp-user-bar">
        <h2 id={titleId}>{fullName(user) || user.email}</h2>
        {mayChange && !editing ? (
          props.editHref ? (
            <a
              className="fp-button"
              part="button"
              href={props.editHref.replaceAll('{id}', String(id))}
            >
              {t('adminUser.edit')}
            </a>
          ) : (
            <Button onClick={() => setEditing(true)}>{t('adminUser.edit')}</Button>
          )
        ) : null}
        {editing && props.viewHref ? (
          <a
            className="fp-button"
            data-variant="secondary"
            part="button"
            href={props.viewHref.replaceAll('{id}', String(id))}
          >
            {t('adminUser.view')}
          </a>
        ) : null}
      </div>
      <div role="status" part="status" className="fp-user-status">
        {state.done ? <p className="fp-success">{state.done}</p> : null}
      </div>
      {state.problem ? (
        <p role="alert" part="alert" className="fp-error">
          {state.problem}
        </p>
      ) : null}
      {!mayChange ? <p className="fp-muted">{t('adminUser.readOnly')}</p> : null}
      <h3>{t('adminUser.details')}</h3>
      <UserDetails user={user} />
      <h3>{t('adminUser.security')}</h3>
      <UserSecurityActions
        user={user}
        mayChange={mayChange}
        self={user.id === actor.id}
        action={action}
        onImpersonated={props.onImpersonated}
        onDeleted={props.onDeleted}
      />
      {editing && mayChange ? (
        // Keyed by the record: after a save the forms start from what the server kept.
        <UserEditForms key={JSON.stringify(user)} user={user} actor={actor} action={action} />
      ) : null}
      <h3>{t('adminUser.signIns')}</h3>
      <UserSignIns id={id} />
      <h3>{t('adminUser.activity')}</h3>
      <UserActivity id={id} />
    </section>
  );
}
