import type { RouteDef } from './RouteDef.js';

/** Guest and public routes (PP-2.1, AC-2guest). */
export const guestRoutes: readonly RouteDef[] = [
  {
    name: 'login',
    path: '/login',
    title: 'Login',
    area: 'guest',
    screen: () => import('../../routes/guest/LoginPage.js'),
  },
  {
    name: 'registration',
    path: '/registration/:affiliation?',
    title: 'Registration',
    area: 'guest',
  },
  { name: 'forgot-password', path: '/forgot-password', title: 'Forgot password', area: 'guest' },
  { name: 'reset-password', path: '/reset-password', title: 'Reset password', area: 'guest' },
  { name: 'legacy', path: '/legacy/:key', title: 'Login', area: 'guest' },
  {
    name: 'flexpsp-quick-login',
    path: '/flexpsp/auth/:user_id/:auth_key',
    title: 'Quick login',
    area: 'public',
  },
  { name: 'portals.login', path: '/portals/:portal/:key', title: 'Portal login', area: 'guest' },
  { name: 'approve-email', path: '/u/email/:key/:code', title: 'Approve e-mail', area: 'public' },
  { name: 'rocket-chat.auth', path: '/rocket-chat/auth', title: 'Chat sign-in', area: 'public' },
  {
    name: 'guest.products.purchase',
    path: '/purchase/:product_hash',
    title: 'Purchase',
    area: 'public',
  },
  { name: 'docs', path: '/docs/v1', title: 'Documentation', area: 'public' },
  {
    name: 'docs.swagger',
    path: '/docs/v1/swagger',
    title: 'API reference',
    area: 'public',
    parent: 'docs',
  },
  {
    name: 'docs.changelog',
    path: '/docs/v1/changelog',
    title: 'Changelog',
    area: 'public',
    parent: 'docs',
  },
  {
    name: 'profile.verifications',
    path: '/profile/compliance-trackings/:service?/:id?',
    title: 'Verifications',
    area: 'public',
  },
  {
    name: 'iframe-widget.companies.profile',
    path: '/iframe-widget/company-profile',
    title: 'Company profile',
    area: 'public',
  },
  {
    name: '404',
    path: '/404',
    title: 'Page not found',
    area: 'public',
    screen: () => import('../../routes/NotFoundPage.js'),
  },
];
