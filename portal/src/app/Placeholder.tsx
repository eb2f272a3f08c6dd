import { usePortalT } from '../i18n/locale.js';
import { useRouteDef } from './useRouteDef.js';

/**
 * Shown by routes whose screen does not exist yet: clear, never a 404, and in the user's
 * words (the page's title and "coming soon"), never an internal route name.
 */
export function Placeholder() {
  const route = useRouteDef();
  const { t } = usePortalT();
  return (
    <section aria-labelledby="placeholder-title">
      <h1 id="placeholder-title">{route ? t(route.title) : ''}</h1>
      <p>{t('portal.comingSoon')}</p>
    </section>
  );
}
