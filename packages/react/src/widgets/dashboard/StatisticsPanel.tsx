import { formatDecimal, LIST_PERIODS, type ListPeriod } from '@flexportal/core';
import type { CompanyStatistic } from '@flexportal/core/contract';
import { dashboardTexts } from '../../i18n/areas/dashboard.js';
import { useLocale, useT } from '../../provider/FlexportalProvider.js';
import { Panel } from './Panel.js';
import { PanelStatus } from './PanelStatus.js';
import { SegmentedControl } from './shared/SegmentedControl.js';
import { COUNT_KINDS, pickPeriod } from './statisticPeriod.js';
import { useCompanyStatistic } from './useDashboardResources.js';

/** Props of {@link StatisticsPanel}. */
export interface StatisticsPanelProps {
  /** The report period shown. */
  period: ListPeriod;
  /** Called when the user picks another period. */
  onPeriodChange: (period: ListPeriod) => void;
}

const SUBJECTS = ['transactions', 'compliances'] as const;

/**
 * Transactions and compliances of the company in one report period: all, waiting,
 * approved, denied (spec 3). One request holds every period, so switching sends none.
 */
export function StatisticsPanel(props: StatisticsPanelProps) {
  const t = useT(dashboardTexts);
  const title = t('dashboard.statistics');
  return (
    <Panel title={title}>
      {(retry) => <StatisticsBody {...props} retry={retry} title={title} />}
    </Panel>
  );
}

interface BodyProps extends StatisticsPanelProps {
  retry: () => void;
  title: string;
}

function StatisticsBody({ period, onPeriodChange, retry, title }: BodyProps) {
  const t = useT(dashboardTexts);
  const statistic = useCompanyStatistic();
  if (statistic.status !== 'ready') {
    return <PanelStatus status={statistic.status} retry={retry} panel={title} />;
  }
  return (
    <>
      <SegmentedControl
        legend={t('dashboard.period')}
        value={period}
        options={LIST_PERIODS.map((p) => ({ value: p, label: t(`dashboard.period.${p}`) }))}
        onChange={(p) => onPeriodChange(p as ListPeriod)}
      />
      <div className="fp-stats" aria-live="polite">
        {SUBJECTS.map((subject) => (
          <StatisticBlock
            key={subject}
            subject={subject}
            statistic={statistic.data}
            period={period}
          />
        ))}
      </div>
    </>
  );
}

// A count the server left out shows as a dash, never a guessed 0.
const countText = (n: number | null | undefined, locale: string) =>
  n === null || n === undefined ? '–' : formatDecimal(n, locale);

function StatisticBlock(props: {
  subject: 'transactions' | 'compliances';
  statistic: CompanyStatistic | undefined;
  period: ListPeriod;
}) {
  const t = useT(dashboardTexts);
  const locale = useLocale();
  const counts = pickPeriod(props.statistic, props.subject, props.period);
  return (
    <div part="statistic">
      <h4 className="fp-panel__subtitle">{t(`dashboard.${props.subject}`)}</h4>
      <dl>
        {COUNT_KINDS.map((kind) => (
          <div key={kind} className="fp-stats__row">
            <dt>{t(`dashboard.count.${kind}`)}</dt>
            <dd data-count={kind}>{countText(counts[kind], locale)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
