import { formatDateTime } from '@flexportal/core';
import type { Ticket } from '@flexportal/core/contract';
import type { Translate } from '../../../i18n/translate.js';
import type { ListColumn } from '../../../lists/index.js';
import { priorityKey, statusKey } from '../shared/ticketLabels.js';

/** Id of the tickets table's settings. */
export const TICKETS_TABLE_ID = 'tickets';

/** The tickets table: subject (the row's link), status, priority, last update. */
export function ticketColumns(t: Translate, locale: string): ListColumn<Ticket>[] {
  return [
    {
      id: 'subject',
      header: t('tickets.col.subject'),
      value: (x) => `#${x.id} ${x.subject}`,
      required: true,
      simple: true,
      priority: 1,
    },
    {
      id: 'status',
      header: t('tickets.col.status'),
      value: (x) => {
        const key = statusKey(x.status);
        return key ? t(key) : x.status;
      },
      simple: true,
      priority: 2,
    },
    {
      id: 'priority',
      header: t('tickets.col.priority'),
      value: (x) => {
        const key = priorityKey(x.priority);
        return key ? t(key) : String(x.priority);
      },
      simple: true,
      priority: 2,
    },
    {
      id: 'updated',
      header: t('tickets.col.updated'),
      value: (x) => formatDateTime(x.updated_at, locale, false),
      priority: 3,
    },
  ];
}
