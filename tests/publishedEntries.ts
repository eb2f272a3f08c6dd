/** Every published entry point; SSR and packaging tests import each of them. */
export const PUBLISHED_ENTRIES = [
  '@flexportal/core',
  '@flexportal/core/contract',
  '@flexportal/react',
  '@flexportal/react/rate',
  '@flexportal/elements',
  '@flexportal/elements/frame',
] as const;
