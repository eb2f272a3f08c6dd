import { useId, useState } from 'react';
import { SignInGate } from '../../../global/SignInGate.js';
import { portalServicesTexts } from '../../../i18n/areas/portalServices.js';
import { useT } from '../../../provider/FlexportalProvider.js';
import { Button } from '../../../ui/Button.js';
import { useStyles } from '../../../ui/styles/useStyles.js';
import { PortalSignUp } from './PortalSignUp.js';
import { portalServicesCss } from './portalServicesCss.js';
import { RemoteAccounts } from './RemoteAccounts.js';
import { ServiceList, serviceLabel } from './ServiceList.js';
import { usePortalServices } from './usePortalServices.js';
import { usePortalSignIn } from './usePortalSignIn.js';

/** Props of {@link PortalServices}. */
export interface PortalServicesProps {
  /**
   * The service to open (`{portal_service}` of `/manager/portal-services/...`); a provider
   * name or none opens the first the company is signed up to.
   */
  portalService?: string | undefined;
  /**
   * The portal a remote portal sends the user back to, signed in (its
   * `/portals/{service}/{key}`); default: this page's origin.
   */
  portalUrl?: string | undefined;
}

/**
 * The portal services (`/manager/portal-services/{portal_service}`, AC-7mgr-32..35): the
 * fourteen services with their status; for one signed up to, sign-in in a new tab, its
 * remote accounts and their auto-transfers; for one open to the company, the sign-up
 * questionnaire as company or employee. Signs the user in first when there is no session.
 * CSS parts: `portal-services`, `tab`, `badge`, `table`, `row`, `cell`, `button`, `field`,
 * `input`, `error`.
 */
export function PortalServices(props: PortalServicesProps) {
  const ref = useStyles<HTMLDivElement>(portalServicesCss);
  return (
    <div ref={ref} className="fp-root">
      <SignInGate>
        <PortalServicesScreen {...props} />
      </SignInGate>
    </div>
  );
}

function PortalServicesScreen({ portalService, portalUrl }: PortalServicesProps) {
  const t = useT(portalServicesTexts);
  const titleId = useId();
  const model = usePortalServices(portalService);
  const selected = model.selected;
  return (
    <section className="fp-portal-services" part="portal-services" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('portalServices.title')}</h2>
      {model.loading ? (
        <p aria-busy="true" className="fp-portal-services__hint">
          …
        </p>
      ) : !model.enabled ? (
        <p role="status">{t('portalServices.notEnabled')}</p>
      ) : (
        <>
          <ServiceList
            rows={model.rows}
            selected={selected?.name ?? null}
            onSelect={model.select}
          />
          {selected ? (
            <div className="fp-portal-services__panel" data-service-panel={selected.name}>
              {selected.status === 'attached' ? (
                <>
                  <SignInPanel
                    service={selected.name}
                    portalUrl={portalUrl ?? window.location.origin}
                  />
                  <RemoteAccounts service={selected.name} canEdit={model.canEdit} />
                </>
              ) : selected.status === 'available' && model.canEdit ? (
                <SignUpPanel service={selected.name} />
              ) : selected.status === 'available' ? (
                <p role="status">{t('portalServices.readOnly')}</p>
              ) : (
                <p role="status">{t('portalServices.unavailableHint')}</p>
              )}
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}

function SignInPanel({ service, portalUrl }: { service: string; portalUrl: string }) {
  const t = useT(portalServicesTexts);
  const label = serviceLabel(service);
  const { busy, failed, blockedUrl, signIn } = usePortalSignIn(service, portalUrl);
  return (
    <div className="fp-portal-services__panel">
      <h3>{label}</h3>
      <div className="fp-portal-services__row">
        <Button busy={busy} onClick={signIn}>
          {t('portalServices.signIn', { service: label })}
        </Button>
        <p className="fp-portal-services__hint">{t('portalServices.signInHint')}</p>
      </div>
      {failed ? (
        <p role="alert" className="fp-portal-services__error">
          {t('portalServices.signInFailed')}
        </p>
      ) : null}
      {blockedUrl ? (
        <p role="status">
          {t('portalServices.popupBlocked')}{' '}
          <a href={blockedUrl} target="_blank" rel="noopener noreferrer" part="link">
            {t('portalServices.openPortal', { service: label })}
          </a>
        </p>
      ) : null}
    </div>
  );
}

function SignUpPanel({ service }: { service: string }) {
  const t = useT(portalServicesTexts);
  const [done, setDone] = useState(false);
  return done ? (
    <p role="status" className="fp-success">
      {t('portalServices.signedUp', { service: serviceLabel(service) })}
    </p>
  ) : (
    <PortalSignUp service={service} onSignedUp={() => setDone(true)} />
  );
}
