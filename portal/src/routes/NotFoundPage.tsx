import { Link } from 'react-router';
import { usePortalT } from '../i18n/locale.js';

/** /404: where unknown paths land (PP-2.1). */
export default function NotFoundPage() {
  const { t } = usePortalT();
  return (
    <section>
      <h1>{t('portal.pageNotFound')}</h1>
      <Link to="/">{t('portal.backToPortal')}</Link>
    </section>
  );
}
