import { type Area, defineArea } from './areaTexts.js';

const en = {
  'adminDashboard.title': 'Dashboard',
  'adminDashboard.transactions': 'Transactions',
  'adminDashboard.users': 'Users',
  'adminDashboard.total': 'Total',
  'adminDashboard.recent': 'Last {days} days',
  'adminDashboard.deposit': 'Deposits',
  'adminDashboard.withdraw': 'Withdrawals',
  'adminDashboard.fee': 'Fees of settled transactions',
  'adminDashboard.noFees': 'No fees yet',
  'adminDashboard.usersNew': 'New, last {days} days',
  'adminDashboard.usersActive': 'Signed in, last {days} days',
  'adminDashboard.waiting': 'Work waiting',
  'adminDashboard.actionRequired': 'Admin Action Required',
  'adminDashboard.complianceSubmitted': 'Submitted compliance',
  'adminDashboard.openTickets': 'Open tickets',
  'adminDashboard.notAvailable': 'not available yet',
  'adminDashboard.volume': 'Transaction volume, last {days} days',
  'adminDashboard.volumeCurrency': 'Currency',
  'adminDashboard.volumeSum': '{amount} {currency} in {count} transactions',
  'adminDashboard.noVolume': 'No transactions in this period.',
  'adminDashboard.chartLabel': 'Transaction volume in {currency}, {from} to {to}',
  'adminDashboard.chartUnavailable': 'The chart could not be loaded; the figures are in the table.',
  'adminDashboard.activities': 'Activities by type, last {days} days',
  'adminDashboard.noActivities': 'No activities in this period.',
  'adminDashboard.activityType': 'Type',
  'adminDashboard.activityCount': 'Count',
  'adminDashboard.activity.settled': 'Settled',
  'adminDashboard.activity.progress': 'In progress',
  'adminDashboard.activity.api': 'Admin Action Required',
  'adminDashboard.activity.denied': 'Denied',
  'adminDashboard.activity.created': 'Created',
  'adminDashboard.recentUsers': 'Recent users',
  'adminDashboard.noUsers': 'No users yet.',
  'adminDashboard.allUsers': 'All users',
  'adminDashboard.email': 'E-mail',
  'adminDashboard.name': 'Name',
  'adminDashboard.company': 'Company',
  'adminDashboard.created': 'Created',
} as const;

/**
 * Texts of the admin-dashboard screen: English here, in the chunk that uses them; the other locales
 * are chunks of their own, downloaded with the locale (`loadLocale`).
 */
export const adminDashboardTexts: Area<typeof en> = defineArea(en, {
  de: () => import('./adminDashboard/de.js').then((m) => m.de),
  es: () => import('./adminDashboard/es.js').then((m) => m.es),
  fr: () => import('./adminDashboard/fr.js').then((m) => m.fr),
  ja: () => import('./adminDashboard/ja.js').then((m) => m.ja),
});
