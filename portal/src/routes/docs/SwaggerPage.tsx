import { type ComponentType, lazy, Suspense } from 'react';
import { usePortalT } from '../../i18n/locale.js';
import { ErrorBoundary } from './ErrorBoundary.js';

// swagger-ui is large: it loads with this page only, never with the portal's first visit.
const SwaggerUI: ComponentType<{ url: string }> = lazy(async () => {
  const [ui] = await Promise.all([
    import('swagger-ui-react'),
    import('swagger-ui-react/swagger-ui.css'),
  ]);
  return { default: ui.default as ComponentType<{ url: string }> };
});

/**
 * /docs/v1/swagger (AC-2guest): the API's OpenAPI document (`GET /api/v2/openapi.json`, the
 * document the sandbox generates from its zod routes) in swagger-ui, open to guests.
 */
export default function SwaggerPage() {
  const { t } = usePortalT();
  return (
    <section aria-labelledby="swagger-title">
      <h1 id="swagger-title">{t('portal.apiReference')}</h1>
      <ErrorBoundary fallback={<p role="alert">{t('portal.docsFailed')}</p>}>
        <Suspense fallback={<p aria-busy="true">{t('portal.docsLoading')}</p>}>
          <div className="fp-swagger">
            <SwaggerUI url="/api/v2/openapi.json" />
          </div>
        </Suspense>
      </ErrorBoundary>
    </section>
  );
}
