/** Custom element description of {@link PspIntegration}: data only, read by @flexportal/elements. */
export const pspIntegrationElement = {
  tag: 'flexportal-psp-integration',
  description:
    'PSP integration: the merchant id, the quick-login and deposit withdrawal links, and the active PSP accounts.',
  props: { portalUrl: 'string' },
  events: {},
  parts: ['psp-integration'],
} as const;
