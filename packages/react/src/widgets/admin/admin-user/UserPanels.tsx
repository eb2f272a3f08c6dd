import { formatDateTime, formatDecimal } from '@flexportal/core';
import type { AdminUser } from '@flexportal/core/contract';
import { adminUserTexts } from '../../../i18n/areas/adminUser.js';
import { adminUsersTexts } from '../../../i18n/areas/adminUsers.js';
import { useLocale, useT } from '../../../provider/FlexportalProvider.js';
import { fullName, ROLES } from '../admin-users/adminUsersColumns.js';
import { useSignIns, useUserActivity } from './useAdminUser.js';

/** The user's details: company, roles, two-factor, compliance state, created (AC-7admin-04). */
export function UserDetails({ user }: { user: AdminUser }) {
  const t = useT(adminUserTexts, adminUsersTexts);
  const locale = useLocale();
  const roleLabel = (slug: string) =>
    (ROLES as readonly string[]).includes(slug)
      ? t(`adminUsers.role.${slug as (typeof ROLES)[number]}`)
      : slug;
  const rows: Array<[string, string]> = [
    [t('adminUser.email'), user.email],
    [t('adminUser.company'), user.company?.name ?? t('adminUser.noCompany')],
    [t('adminUser.role'), user.roles.map((r) => roleLabel(r.slug)).join(', ')],
    [
      t('adminUser.twoFactor'),
      user.two_factor_auth.google ? t('adminUser.twoFactorOn') : t('adminUser.twoFactorOff'),
    ],
    [
      t('adminUser.compliance'),
      user.is_compliance_trackings_required
        ? t('adminUser.complianceRequired')
        : t('adminUser.complianceNone'),
    ],
    [t('adminUser.created'), formatDateTime(user.created_at, locale)],
  ];
  return (
    <div className="fp-user-head">
      {/* The avatar is a data URL the sandbox checked to be an image; alt names whose it is. */}
      {user.avatar?.startsWith('data:image/') ? (
        <img
          className="fp-avatar"
          part="avatar"
          src={user.avatar}
          alt={t('adminUser.avatarOf', { name: fullName(user) })}
          width={64}
          height={64}
        />
      ) : null}
      <dl className="fp-details" part="details">
        {rows.map(([label, value]) => (
          <div key={label} className="fp-details__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** The places the user last signed in from (the auth checkpoints). */
export function UserSignIns({ id }: { id: number }) {
  const t = useT(adminUserTexts);
  const locale = useLocale();
  const places = useSignIns(id);
  if (places.status !== 'ready') return <Quiet status={places.status} />;
  if (places.data.length === 0) return <p className="fp-muted">{t('adminUser.noSignIns')}</p>;
  return (
    <div className="fp-scroll">
      <table className="fp-table" part="table">
        <thead>
          <tr>
            <th scope="col">{t('adminUser.lastSeen')}</th>
            <th scope="col">{t('adminUser.ip')}</th>
            <th scope="col">{t('adminUser.browser')}</th>
            <th scope="col" className="fp-num">
              {t('adminUser.signInCount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {places.data.map((p) => (
            <tr key={p.id} part="row">
              <td>{formatDateTime(p.last_seen_at, locale)}</td>
              <td>{p.ip}</td>
              <td className="fp-browser">{p.browser}</td>
              <td className="fp-num">{formatDecimal(p.sign_ins, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The user's timeline: what happened to them and who did it, newest first. */
export function UserActivity({ id }: { id: number }) {
  const t = useT(adminUserTexts);
  const locale = useLocale();
  const activity = useUserActivity(id);
  if (activity.status !== 'ready') return <Quiet status={activity.status} />;
  if (activity.data.length === 0) return <p className="fp-muted">{t('adminUser.noActivity')}</p>;
  return (
    <ol className="fp-activity" part="activity">
      {activity.data.slice(0, 20).map((a) => (
        // A timeline entry has no id; its instant, kind and text tell it apart.
        <li key={`${a.at}|${a.kind}|${a.description}`}>
          <time dateTime={a.at}>{formatDateTime(a.at, locale)}</time> {a.description}
        </li>
      ))}
    </ol>
  );
}

function Quiet({ status }: { status: string }) {
  const t = useT(adminUserTexts);
  return status === 'error' ? (
    <p className="fp-muted">{t('adminUser.unavailable')}</p>
  ) : (
    <span className="fp-skeleton" aria-busy="true" />
  );
}
