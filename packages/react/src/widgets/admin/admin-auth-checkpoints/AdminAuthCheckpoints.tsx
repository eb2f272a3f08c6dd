import { formatDateTime } from '@flexportal/core';
import { AUTH_CHECKPOINT_STATUSES, checkpointAction } from '@flexportal/core/admin';
import type { AuthCheckpoint } from '@flexportal/core/contract';
import { useCallback, useMemo, useState } from 'react';
import { SignInGate } from '../../../global/SignInGate.js';
import { adminAuthCheckpointsTexts } from '../../../i18n/areas/adminAuthCheckpoints.js';
import {
  type ListColumn,
  type ListLoader,
  ListPage,
  listCss,
  SearchField,
} from '../../../lists/index.js';
import { useFlexportalClient, useLocale, useT } from '../../../provider/FlexportalProvider.js';
import { Badge } from '../../../ui/Badge.js';
import { Button } from '../../../ui/Button.js';
import { SelectField } from '../../../ui/SelectField.js';
import { useStyles } from '../../../ui/styles/useStyles.js';

/** Props of {@link AdminAuthCheckpoints}. */
export interface AdminAuthCheckpointsProps {
  /** Only this user's checkpoints (the user page links here with it). */
  userId?: number | undefined;
}

/** AC-9-01: the checkpoints list shows 50 per page. */
const PER_PAGE = 50;

const FILTER_KEYS: readonly string[] = ['search', 'status'];

/**
 * The administrator's sign-in checkpoints (`/admin/auth-checkpoints`, AC-7admin-09,
 * AC-9-01): each user's IP and browser, last seen first, 50 per page through the shared
 * list, searchable and filtered by status, with a Block/Unblock toggle per row. A blocked
 * checkpoint refuses sign-ins from that IP and browser (the server's sign-in enforces it).
 * Signs the user in first when there is no session. CSS parts: those of the list,
 * `badge`, `button`, `alert`, `status`.
 */
export function AdminAuthCheckpoints(props: AdminAuthCheckpointsProps) {
  const ref = useStyles<HTMLDivElement>(listCss);
  return (
    <div ref={ref} className="fp-root">
      <SignInGate>
        <CheckpointList {...props} />
      </SignInGate>
    </div>
  );
}

function CheckpointList({ userId }: AdminAuthCheckpointsProps) {
  const t = useT(adminAuthCheckpointsTexts);
  const locale = useLocale();
  const client = useFlexportalClient();
  const [busy, setBusy] = useState<number | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  // The toggle's answers, by id: the row shows the server's new status without a reload.
  const [changed, setChanged] = useState<ReadonlyMap<number, string>>(new Map());
  const statusOf = useCallback((c: AuthCheckpoint) => changed.get(c.id) ?? c.status, [changed]);

  const toggle = useCallback(
    (c: AuthCheckpoint) => {
      setBusy(c.id);
      setMessage(null);
      client.http
        .data<AuthCheckpoint>(`a/auth-checkpoints/${c.id}/status`, { method: 'PUT', body: {} })
        .then(
          (next) => {
            setChanged((m) => new Map(m).set(next.id, next.status));
            setMessage({
              ok: true,
              text:
                next.status === 'blocked'
                  ? t('adminAuthCheckpoints.blockedDone')
                  : t('adminAuthCheckpoints.unblockedDone'),
            });
          },
          () => setMessage({ ok: false, text: t('adminAuthCheckpoints.failed') }),
        )
        .finally(() => setBusy(null));
    },
    [client, t],
  );

  const load = useCallback<ListLoader<AuthCheckpoint>>(
    ({ page, per_page, filters }, signal) =>
      client.http.list<AuthCheckpoint>(
        'a/auth-checkpoints',
        { page, per_page },
        { query: userId ? { ...filters, user_id: userId } : filters, signal },
      ),
    [client, userId],
  );

  const columns = useMemo<ListColumn<AuthCheckpoint>[]>(() => {
    const statusLabel = (s: string) =>
      s === 'blocked'
        ? t('adminAuthCheckpoints.status.blocked')
        : s === 'active'
          ? t('adminAuthCheckpoints.status.active')
          : s;
    return [
      {
        id: 'user',
        header: t('adminAuthCheckpoints.col.user'),
        value: (c) => c.user.email,
        required: true,
        priority: 1,
      },
      { id: 'ip', header: t('adminAuthCheckpoints.col.ip'), value: (c) => c.ip, priority: 1 },
      {
        id: 'browser',
        header: t('adminAuthCheckpoints.col.browser'),
        value: (c) => c.browser,
        priority: 3,
      },
      {
        id: 'status',
        header: t('adminAuthCheckpoints.col.status'),
        value: (c) => statusLabel(statusOf(c)),
        cell: (c) => (
          <Badge tone={statusOf(c) === 'blocked' ? 'danger' : 'success'}>
            {statusLabel(statusOf(c))}
          </Badge>
        ),
        priority: 1,
      },
      {
        id: 'sign_ins',
        header: t('adminAuthCheckpoints.col.signIns'),
        value: (c) => c.sign_ins,
        align: 'end',
        priority: 3,
      },
      {
        id: 'last_seen',
        header: t('adminAuthCheckpoints.col.lastSeen'),
        value: (c) => formatDateTime(c.last_seen_at, locale, false),
        priority: 2,
      },
      {
        id: 'action',
        header: t('adminAuthCheckpoints.col.action'),
        value: () => '',
        csv: [],
        required: true,
        priority: 1,
        cell: (c) => {
          const action = checkpointAction(statusOf(c));
          return (
            <Button
              variant={action === 'block' ? 'danger' : 'secondary'}
              disabled={busy !== null}
              aria-label={`${t(`adminAuthCheckpoints.${action}`)} ${c.user.email} ${c.ip} ${c.browser}`}
              onClick={() => toggle(c)}
            >
              {t(`adminAuthCheckpoints.${action}`)}
            </Button>
          );
        },
      },
    ];
  }, [t, locale, statusOf, busy, toggle]);

  return (
    <>
      {message ? (
        <p
          role={message.ok ? 'status' : 'alert'}
          className={message.ok ? 'fp-success' : 'fp-error'}
          part={message.ok ? 'status' : 'alert'}
        >
          {message.text}
        </p>
      ) : null}
      <ListPage<AuthCheckpoint>
        tableId="admin-auth-checkpoints"
        title={t('adminAuthCheckpoints.title')}
        columns={columns}
        rowKey={(c) => c.id}
        load={load}
        defaultState={{ per_page: PER_PAGE }}
        filterKeys={FILTER_KEYS}
        emptyText={t('adminAuthCheckpoints.empty')}
        csvFilename="auth-checkpoints"
        filters={(controls) => (
          <>
            <SearchField controls={controls} label={t('adminAuthCheckpoints.search')} />
            <SelectField
              label={t('adminAuthCheckpoints.statusFilter')}
              value={String(controls.state.filters.status ?? '')}
              placeholder={t('adminAuthCheckpoints.allStatuses')}
              options={AUTH_CHECKPOINT_STATUSES.map((s) => ({
                value: s,
                label: t(`adminAuthCheckpoints.status.${s}`),
              }))}
              onChange={(e) => controls.setFilters({ status: e.currentTarget.value })}
            />
          </>
        )}
      />
    </>
  );
}
