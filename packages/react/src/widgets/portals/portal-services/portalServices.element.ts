/** Custom element description of {@link PortalServices}: data only, read by @flexportal/elements. */
export const portalServicesElement = {
  tag: 'flexportal-portal-services',
  description:
    'Portal services: sign in to a remote portal, its remote accounts and auto-transfers, and sign-up as company or employee.',
  warm: ['bankAccounts'],
  props: { portalService: 'string', portalUrl: 'string' },
  events: {},
  parts: [
    'portal-services',
    'tab',
    'badge',
    'table',
    'row',
    'cell',
    'button',
    'field',
    'input',
    'error',
    'link',
  ],
} as const;
