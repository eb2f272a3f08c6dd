import type { RouteDef } from './RouteDef.js';

/** Guest and public routes (PP-2.1, AC-2guest). */
export const guestRoutes: readonly RouteDef[] = [
  {
    name: 'login',
    path: '/login',
    title: 'portal.login',
    area: 'guest',
    screen: () => import('../../routes/guest/LoginPage.js'),
  },
  {
    name: 'registration',
    path: '/registration/:affiliation?',
    title: 'portal.registration',
    area: 'guest',
    screen: () => import('../../routes/guest/RegistrationPage.js'),
  },
  {
    name: 'forgot-password',
    path: '/forgot-password',
    title: 'portal.forgotPassword',
    area: 'guest',
    screen: () => import('../../routes/guest/ForgotPasswordPage.js'),
  },
  {
    name: 'reset-password',
    path: '/reset-password/:a?/:b?',
    title: 'portal.resetPassword',
    area: 'guest',
    screen: () => import('../../routes/guest/ResetPasswordPage.js'),
  },
  {
    name: 'legacy',
    path: '/legacy/:key',
    title: 'portal.login',
    area: 'guest',
    screen: () => import('../../routes/guest/LegacyLoginPage.js'),
  },
  {
    name: 'flexpsp-quick-login',
    path: '/flexpsp/auth/:user_id/:auth_key',
    title: 'portal.quickLogin',
    area: 'public',
    screen: () => import('../../routes/guest/FlexpspLoginPage.js'),
  },
  {
    name: 'portals.login',
    path: '/portals/:portal/:key',
    title: 'portal.portalLogin',
    area: 'guest',
    screen: () => import('../../routes/guest/PortalsLoginPage.js'),
  },
  {
    name: 'approve-email',
    path: '/u/email/:key/:code',
    title: 'portal.approveEmail',
    area: 'public',
    screen: () => import('../../routes/guest/ApproveEmailPage.js'),
  },
  {
    name: 'rocket-chat.auth',
    path: '/rocket-chat/auth',
    title: 'portal.chatSignIn',
    // No sign-in needed (AC-2guest): a visitor gets a guest's chat sign-in, a user their own.
    area: 'public',
    screen: () => import('../../routes/guest/RocketChatAuthPage.js'),
  },
  {
    name: 'guest.products.purchase',
    path: '/purchase/:product_hash',
    title: 'portal.purchase',
    area: 'public',
  },
  {
    name: 'docs',
    path: '/docs/v1',
    title: 'portal.documentation',
    area: 'public',
    screen: () => import('../../routes/docs/DocsPage.js'),
  },
  {
    name: 'docs.swagger',
    path: '/docs/v1/swagger',
    title: 'portal.apiReference',
    area: 'public',
    parent: 'docs',
    screen: () => import('../../routes/docs/SwaggerPage.js'),
  },
  {
    name: 'docs.changelog',
    path: '/docs/v1/changelog',
    title: 'portal.changelog',
    area: 'public',
    parent: 'docs',
    screen: () => import('../../routes/docs/ChangelogPage.js'),
  },
  {
    name: 'profile.verifications',
    path: '/profile/compliance-trackings/:service?/:id?',
    title: 'portal.verifications',
    area: 'public',
    requiresAuth: true,
    // A page of its own: it leaves for the dashboard when the tracking is done (PP-2.2-07).
    screen: () => import('../../routes/profile/VerificationsPage.js'),
  },
  {
    name: 'iframe-widget.companies.profile',
    path: '/iframe-widget/company-profile',
    title: 'portal.companyProfile',
    area: 'public',
    // No role of its own (spec 2), but a session: the user signs in inside the CRM's frame.
    requiresAuth: true,
    screen: () => import('../../routes/iframe/IframeCompanyProfilePage.js'),
  },
  {
    name: '404',
    path: '/404',
    title: 'portal.pageNotFound',
    area: 'public',
    screen: () => import('../../routes/NotFoundPage.js'),
  },
];
