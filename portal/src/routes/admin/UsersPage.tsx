import { Button, Field, kitCss, useFlexportalClient, useStyles } from '@flexportal/react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { auth } from '../../app/portalClient.js';
import { usePortalT } from '../../i18n/locale.js';

interface AdminUser {
  id: number;
  email: string;
  first_name: string | null;
  last_name: string | null;
  roles: Array<{ slug: string }>;
  company: { name?: string } | null;
}

const canActAs = (u: AdminUser) =>
  u.roles.some((r) => r.slug === 'manager' || r.slug === 'manager-reader');

/**
 * admin.users: the users with a search, and "Log in as" for managers (PP-4.8-06). A first
 * table: it moves onto the shared list mechanism (paging, columns, CSV) with issue 7.
 */
export default function UsersPage() {
  const client = useFlexportalClient();
  const navigate = useNavigate();
  const { t } = usePortalT();
  const ref = useStyles<HTMLElement>(kitCss);
  const [search, setSearch] = useState('');
  const [users, setUsers] = useState<AdminUser[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      client.http
        .list<AdminUser>(
          'a/users',
          {},
          { query: search ? { search } : {}, signal: controller.signal },
        )
        .then(
          (r) => setUsers(r.items),
          (e: unknown) => {
            // Load failures are only logged (PP-8-18); the table stays as it was.
            if (!controller.signal.aborted) console.warn('[portal] users load failed', e);
          },
        );
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [client, search]);

  return (
    <section ref={ref} className="fp-root" aria-labelledby="users-title">
      <h1 id="users-title">{t('Users')}</h1>
      <Field
        label={t('Search')}
        type="search"
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
      />
      {problem ? <p role="alert">{problem}</p> : null}
      {users === null ? (
        <p role="status">{t('One moment…')}</p>
      ) : users.length === 0 ? (
        <p role="status">{t('No users found.')}</p>
      ) : (
        <table className="portal-table">
          <thead>
            <tr>
              <th scope="col">{t('E-mail')}</th>
              <th scope="col">{t('Name')}</th>
              <th scope="col">{t('Role')}</th>
              <th scope="col">{t('Company')}</th>
              <th scope="col">
                <span className="portal-visually-hidden">{t('Actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {users.map((u) => (
              <tr key={u.id}>
                <td>{u.email}</td>
                <td>{[u.first_name, u.last_name].filter(Boolean).join(' ')}</td>
                <td>{u.roles.map((r) => r.slug).join(', ')}</td>
                <td>{u.company?.name ?? ''}</td>
                <td>
                  {canActAs(u) ? (
                    <Button
                      variant="secondary"
                      aria-label={`${t('Log in as')} ${u.email}`}
                      onClick={() =>
                        auth.impersonate(u.id).then(
                          () => navigate('/manager'),
                          () => setProblem(t('This user cannot be impersonated.')),
                        )
                      }
                    >
                      {t('Log in as')}
                    </Button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
