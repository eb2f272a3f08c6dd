import { type Area, defineArea } from './areaTexts.js';

const en = {
  'dashboard.title': 'Dashboard',
  'dashboard.unavailable': 'Not available at the moment.',
  'dashboard.retry': 'Retry',
  'dashboard.retryPanel': 'Retry {panel}',
  'dashboard.balances': 'Balances',
  'dashboard.fiat': 'Fiat accounts',
  'dashboard.crypto': 'Crypto accounts',
  'dashboard.noAccounts': 'No accounts yet.',
  'dashboard.account': 'Account',
  'dashboard.currency': 'Currency',
  'dashboard.total': 'Total',
  'dashboard.available': 'Available',
  'dashboard.pending': 'Pending',
  'dashboard.currencyTotal': 'All {currency} accounts',
  'dashboard.statistics': 'Company statistics',
  'dashboard.period': 'Period',
  'dashboard.period.current_month': 'Current month',
  'dashboard.period.previous_month': 'Previous month',
  'dashboard.period.current_year': 'Current year',
  'dashboard.period.total': 'Total',
  'dashboard.transactions': 'Transactions',
  'dashboard.compliances': 'Compliances',
  'dashboard.count.all': 'All',
  'dashboard.count.waiting': 'Waiting',
  'dashboard.count.approved': 'Approved',
  'dashboard.count.denied': 'Denied',
  'dashboard.volume': 'Transaction volume',
  'dashboard.granularity': 'Group by',
  'dashboard.granularity.month': 'Month',
  'dashboard.granularity.day': 'Day',
  'dashboard.granularity.hour': 'Hour',
  'dashboard.volumeCurrency': 'Currency',
  'dashboard.volumeSum': '{amount} {currency} in {count} transactions',
  'dashboard.chartLabel': 'Transaction volume in {currency}, {from} to {to}',
  'dashboard.tableCaption': 'Transaction volume in {currency}',
  'dashboard.bucket': 'Period start',
  'dashboard.amount': 'Amount',
  'dashboard.noVolume': 'No transactions in this period.',
  'dashboard.chartUnavailable': 'The chart is not available; the figures are listed below.',
  'dashboard.accountsVolume': 'Volume by account',
  'dashboard.announcements': 'Announcements',
  'dashboard.noAnnouncements': 'No announcements.',
  'dashboard.notifications': 'Latest notifications',
  'dashboard.tickets': 'Latest tickets',
} as const;

/**
 * Texts of the dashboard area: English here, in the chunk that uses them; the other locales
 * are chunks of their own, downloaded with the locale (`loadLocale`).
 */
export const dashboardTexts: Area<typeof en> = defineArea(en, {
  de: () => import('./dashboard/de.js').then((m) => m.de),
  es: () => import('./dashboard/es.js').then((m) => m.es),
  fr: () => import('./dashboard/fr.js').then((m) => m.fr),
  ja: () => import('./dashboard/ja.js').then((m) => m.ja),
});
