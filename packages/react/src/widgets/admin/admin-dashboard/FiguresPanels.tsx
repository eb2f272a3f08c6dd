import { compareDecimal, formatAmount, formatDecimal } from '@flexportal/core';
import type { AdminStatistic } from '@flexportal/core/contract';
import type { ReactNode } from 'react';
import { adminDashboardTexts } from '../../../i18n/areas/adminDashboard.js';
import { useLocale, useT } from '../../../provider/FlexportalProvider.js';
import { Panel } from '../../dashboard/Panel.js';
import { PanelStatus } from '../../dashboard/PanelStatus.js';
import type { AdminDashboardProps } from './adminDashboardProps.js';
import { useAdminStatistic } from './useAdminDashboard.js';

/** Currencies with fees earned: a currency that charged none is left out, not shown as 0. */
const earned = (s: AdminStatistic) =>
  s.transactions.fee.filter((f) => compareDecimal(f.amount, '0') > 0);

function Row({ label, value }: { label: ReactNode; value: ReactNode }) {
  return (
    <div className="fp-stats__row">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/**
 * The statistics (AC-3-22): transactions (total, recent, deposits, withdrawals, fees per
 * currency as exact strings) and users (total, new, active), and the work waiting, each
 * count a link to its list when the host gave one. One request, cached 10 minutes.
 */
export function FiguresPanels(props: AdminDashboardProps) {
  const t = useT(adminDashboardTexts);
  const locale = useLocale();
  const stat = useAdminStatistic();
  const n = (v: number) => formatDecimal(v, locale);
  const body = (title: string, retry: () => void, draw: (s: AdminStatistic) => ReactNode) =>
    stat.status === 'ready' ? (
      draw(stat.data)
    ) : (
      <PanelStatus status={stat.status} retry={retry} panel={title} />
    );
  const txTitle = t('adminDashboard.transactions');
  const usersTitle = t('adminDashboard.users');
  const waitingTitle = t('adminDashboard.waiting');
  return (
    <>
      <Panel title={txTitle}>
        {(retry) =>
          body(txTitle, retry, (s) => (
            <dl className="fp-stats__list" part="statistic">
              <Row label={t('adminDashboard.total')} value={n(s.transactions.total)} />
              <Row
                label={t('adminDashboard.recent', { days: s.days })}
                value={n(s.transactions.recent)}
              />
              <Row label={t('adminDashboard.deposit')} value={n(s.transactions.deposit)} />
              <Row label={t('adminDashboard.withdraw')} value={n(s.transactions.withdraw)} />
              <Row
                label={t('adminDashboard.fee')}
                value={
                  earned(s).length === 0 ? (
                    t('adminDashboard.noFees')
                  ) : (
                    <ul className="fp-plain">
                      {earned(s).map((f) => (
                        <li key={f.currency}>
                          {formatAmount(f.amount, locale)} {f.currency}
                        </li>
                      ))}
                    </ul>
                  )
                }
              />
            </dl>
          ))
        }
      </Panel>
      <Panel title={usersTitle}>
        {(retry) =>
          body(usersTitle, retry, (s) => (
            <dl className="fp-stats__list" part="statistic">
              <Row label={t('adminDashboard.total')} value={n(s.users.total)} />
              <Row label={t('adminDashboard.usersNew', { days: s.days })} value={n(s.users.new)} />
              <Row
                label={t('adminDashboard.usersActive', { days: s.days })}
                value={n(s.users.active)}
              />
            </dl>
          ))
        }
      </Panel>
      <Panel title={waitingTitle}>
        {(retry) =>
          body(waitingTitle, retry, (s) => (
            <ul className="fp-waiting" part="waiting">
              <Waiting
                label={t('adminDashboard.actionRequired')}
                count={s.waiting.admin_action_required}
                href={props.actionRequiredHref}
              />
              <Waiting
                label={t('adminDashboard.complianceSubmitted')}
                count={s.waiting.compliance_submitted}
                href={props.complianceHref}
              />
              <Waiting
                label={t('adminDashboard.openTickets')}
                count={s.waiting.open_tickets}
                href={props.ticketsHref}
              />
            </ul>
          ))
        }
      </Panel>
    </>
  );
}

function Waiting(props: { label: string; count: number | null; href?: string | undefined }) {
  const t = useT(adminDashboardTexts);
  const locale = useLocale();
  if (props.count === null) {
    // No such table in this deployment yet (tickets, compliance): said, not shown as 0.
    return (
      <li className="fp-waiting__item">
        <span>{props.label}</span>
        <span className="fp-panel__quiet">{t('adminDashboard.notAvailable')}</span>
      </li>
    );
  }
  const count = <strong className="fp-waiting__count">{formatDecimal(props.count, locale)}</strong>;
  return (
    <li className="fp-waiting__item">
      {props.href ? (
        <a href={props.href} part="link">
          {props.label}
        </a>
      ) : (
        <span>{props.label}</span>
      )}
      {count}
    </li>
  );
}
