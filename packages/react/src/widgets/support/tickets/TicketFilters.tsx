import { TICKET_PRIORITIES, TICKET_STATUSES } from '@flexportal/core';
import { ticketsTexts } from '../../../i18n/areas/tickets.js';
import type { ListStateControls } from '../../../lists/index.js';
import { useT } from '../../../provider/FlexportalProvider.js';
import { SelectField } from '../../../ui/SelectField.js';

/** The list's status and priority filters, under the API's own query names. */
export function TicketFilters({ controls }: { controls: ListStateControls }) {
  const t = useT(ticketsTexts);
  const { status = '', priority = '' } = controls.state.filters as {
    status?: string;
    priority?: string;
  };
  return (
    <>
      <SelectField
        label={t('tickets.filter.status')}
        value={status}
        placeholder={t('tickets.filter.all')}
        options={TICKET_STATUSES.map((s) => ({ value: s, label: t(`tickets.status.${s}`) }))}
        onChange={(e) => controls.setFilters({ status: e.currentTarget.value })}
      />
      <SelectField
        label={t('tickets.filter.priority')}
        value={priority}
        placeholder={t('tickets.filter.all')}
        options={TICKET_PRIORITIES.map((p) => ({
          value: String(p),
          label: t(`tickets.priority.${p}`),
        }))}
        onChange={(e) => controls.setFilters({ priority: e.currentTarget.value })}
      />
    </>
  );
}
