import { Link } from 'react-router';
import { usePortalT } from '../../i18n/locale.js';

/** /docs/v1 (AC-2guest): the API documentation's front page, open to guests and users. */
export default function DocsPage() {
  const { t } = usePortalT();
  return (
    <section aria-labelledby="docs-title">
      <h1 id="docs-title">{t('portal.documentation')}</h1>
      <p>{t('portal.docsIntro')}</p>
      <ul>
        <li>
          <Link to="/docs/v1/swagger">{t('portal.apiReference')}</Link>
        </li>
        <li>
          <Link to="/docs/v1/changelog">{t('portal.changelog')}</Link>
        </li>
      </ul>
    </section>
  );
}
