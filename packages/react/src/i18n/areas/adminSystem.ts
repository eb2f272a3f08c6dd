import { type Area, defineArea } from './areaTexts.js';

const en = {
  'adminSystem.title': 'System overview',
  'adminSystem.heading': 'System overview: {name}',
  'adminSystem.subpage.cpu': 'CPU',
  'adminSystem.subpage.hdd': 'Disk',
  'adminSystem.subpage.rabbitmq': 'Message queue',
  'adminSystem.subpage.crm_queue_upsert': 'CRM queue (upsert)',
  'adminSystem.subpage.crm_queue_tags': 'CRM queue (tags)',
  'adminSystem.unknown': 'There is no system series named "{name}".',
  'adminSystem.source.host':
    'Measured on the machine that runs the server, one sample per refresh.',
  'adminSystem.source.jobs':
    'The sandbox runs no message queue: its own import and report jobs stand in for it.',
  'adminSystem.noSource':
    'This series has no source: the sandbox runs no CRM queue, so there is nothing to show.',
  'adminSystem.refresh': 'Refreshes every {seconds} s while this page is visible.',
  'adminSystem.latest': 'Latest sample',
  'adminSystem.history': 'Samples',
  'adminSystem.lastSample': 'Last sample: {time}',
  'adminSystem.refreshFailed': 'The last refresh failed; these are the samples from before.',
  'adminSystem.noSamples': 'No sample yet.',
  'adminSystem.chart.load': 'CPU load over 1 minute, {from} to {to}',
  'adminSystem.chart.gb': 'Disk space used in GB, {from} to {to}',
  'adminSystem.chart.jobs': 'Jobs waiting or running, {from} to {to}',
  'adminSystem.max.load': 'Load {value}',
  'adminSystem.max.gb': '{value} GB',
  'adminSystem.max.jobs': '{value} jobs',
  'adminSystem.chartUnavailable':
    'The chart could not be shown; the table below lists the samples.',
  'adminSystem.col.time': 'Time',
  'adminSystem.col.load': 'Load, 1 min',
  'adminSystem.col.gb': 'Used (GB)',
  'adminSystem.col.jobs': 'Jobs',
  'adminSystem.load1': 'Load, 1 min',
  'adminSystem.load5': 'Load, 5 min',
  'adminSystem.load15': 'Load, 15 min',
  'adminSystem.cores': 'Cores',
  'adminSystem.usage': 'Load per core',
  'adminSystem.total': 'Total',
  'adminSystem.used': 'Used',
  'adminSystem.free': 'Free',
  'adminSystem.gb': '{value} GB',
  'adminSystem.percent': '{value} %',
  'adminSystem.waiting': 'Waiting',
  'adminSystem.running': 'Running',
} as const;

/**
 * Texts of the admin-system screen: English here, in the chunk that uses them; the other locales
 * are chunks of their own, downloaded with the locale (`loadLocale`).
 */
export const adminSystemTexts: Area<typeof en> = defineArea(en, {
  de: () => import('./adminSystem/de.js').then((m) => m.de),
  es: () => import('./adminSystem/es.js').then((m) => m.es),
  fr: () => import('./adminSystem/fr.js').then((m) => m.fr),
  ja: () => import('./adminSystem/ja.js').then((m) => m.ja),
});
