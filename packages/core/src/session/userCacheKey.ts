/**
 * The one cache entry of the signed-in user: the path it is read from (`GET auth/me`), filled
 * by every sign-in, read by the screens and the portal, dropped by the live channel's
 * `user.updated` and `company.updated`. One key, so nobody asks for the same user twice (P6).
 */
export const USER_CACHE_KEY = 'auth/me';
