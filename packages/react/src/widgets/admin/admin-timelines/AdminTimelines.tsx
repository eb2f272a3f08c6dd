import { formatDateTime } from '@flexportal/core';
import { TIMELINE_ENTITY_CLASSES } from '@flexportal/core/admin';
import type { TimelineEntity } from '@flexportal/core/contract';
import { useCallback, useMemo } from 'react';
import { SignInGate } from '../../../global/SignInGate.js';
import { adminTimelinesTexts } from '../../../i18n/areas/adminTimelines.js';
import {
  type ListColumn,
  type ListLoader,
  ListPage,
  type ListState,
  listCss,
} from '../../../lists/index.js';
import { useFlexportalClient, useLocale, useT } from '../../../provider/FlexportalProvider.js';
import { useStyles } from '../../../ui/styles/useStyles.js';

/** Props of {@link AdminTimelines}. */
export interface AdminTimelinesProps {
  /** Slug of the entity class (`transactions`, `users`, `companies`, `bank-accounts`). */
  entityClass?: string | undefined;
  /**
   * Link of one entity's timeline, `{class}` and `{id}` replaced, e.g.
   * `/admin/timelines/{class}/{id}`; unlinked without.
   */
  entityHref?: string | undefined;
  /** Controlled list state (the portal binds it to its router's search params). */
  state?: ListState | undefined;
  /** Hears every change of the list state. */
  onStateChange?: ((state: ListState) => void) | undefined;
  /** Mirrors the list state into the page URL (custom elements on plain pages). */
  syncUrl?: boolean | undefined;
}

const isKnownClass = (slug: string): slug is (typeof TIMELINE_ENTITY_CLASSES)[number] =>
  (TIMELINE_ENTITY_CLASSES as readonly string[]).includes(slug);

/**
 * The entities of one timeline entity class (`/admin/timelines/{entity_class}`,
 * AC-2admin-09, AC-7admin-21) through the shared list, each row leading to the entity's
 * timeline. Signs the user in first when there is no session. CSS parts: those of the list,
 * `alert`.
 */
export function AdminTimelines(props: AdminTimelinesProps) {
  const ref = useStyles<HTMLDivElement>(listCss);
  return (
    <div ref={ref} className="fp-root">
      <SignInGate>
        <EntityList {...props} />
      </SignInGate>
    </div>
  );
}

function EntityList({ entityClass = '', entityHref, ...listProps }: AdminTimelinesProps) {
  const t = useT(adminTimelinesTexts);
  const locale = useLocale();
  const client = useFlexportalClient();
  const known = isKnownClass(entityClass);

  const load = useCallback<ListLoader<TimelineEntity>>(
    ({ page, per_page }, signal) =>
      client.http.list<TimelineEntity>(
        `a/timelines/${encodeURIComponent(entityClass)}`,
        { page, per_page },
        { signal },
      ),
    [client, entityClass],
  );
  const rowHref = useCallback(
    (e: TimelineEntity) =>
      entityHref
        ?.replaceAll('{class}', encodeURIComponent(entityClass))
        .replaceAll('{id}', String(e.id)),
    [entityHref, entityClass],
  );
  const columns = useMemo<ListColumn<TimelineEntity>[]>(
    () => [
      {
        id: 'name',
        header: t('adminTimelines.col.name'),
        value: (e) => e.name,
        required: true,
        priority: 1,
      },
      {
        id: 'id',
        header: t('adminTimelines.col.id'),
        value: (e) => e.id,
        align: 'end',
        priority: 2,
      },
      {
        id: 'created_at',
        header: t('adminTimelines.col.created'),
        value: (e) => formatDateTime(e.created_at, locale, false),
        priority: 1,
      },
    ],
    [t, locale],
  );

  if (!known) {
    return (
      <p role="alert" part="alert">
        {t('adminTimelines.unknownClass')}
      </p>
    );
  }
  return (
    <ListPage<TimelineEntity>
      {...listProps}
      tableId="admin-timelines"
      title={`${t('adminTimelines.title')}: ${t(`adminTimelines.class.${entityClass}`)}`}
      columns={columns}
      rowKey={(e) => e.id}
      load={load}
      rowHref={entityHref ? rowHref : undefined}
      emptyText={t('adminTimelines.empty')}
      csvFilename={`timelines-${entityClass}`}
    />
  );
}
