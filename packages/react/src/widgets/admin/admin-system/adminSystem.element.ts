/** Custom element description of {@link AdminSystem}: data only, read by @flexportal/elements. */
export const adminSystemElement = {
  tag: 'flexportal-admin-system',
  description:
    'System overview for an administrator: one series (cpu, hdd, rabbitmq, crm_queue_upsert or crm_queue_tags) as its latest sample, a chart and a table of samples, refreshed every 20 s while the page is visible.',
  props: { subpage: 'string', refreshSeconds: 'number' },
  events: {},
  parts: ['admin-system', 'panel', 'chart', 'signin'],
} as const;
