import { ticketsTexts } from '../../i18n/areas/tickets.js';
import { useT } from '../../provider/FlexportalProvider.js';
import { LatestTickets } from '../support/tickets/LatestTickets.js';
import { Panel } from './Panel.js';

/** The dashboard's latest support tickets (AC-7mgr-23, issue 20). */
export function LatestTicketsPanel() {
  const t = useT(ticketsTexts);
  return <Panel title={t('tickets.latest')}>{() => <LatestTickets />}</Panel>;
}
