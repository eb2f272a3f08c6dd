import type { PspAccount } from '@flexportal/core/contract';
import { useCallback, useId } from 'react';
import { useCached } from '../../../hooks/useCached.js';
import { pspIntegrationTexts } from '../../../i18n/areas/pspIntegration.js';
import { useFlexportalClient, useT } from '../../../provider/FlexportalProvider.js';
import { PspGate } from '../shared/PspGate.js';
import { PSP_ACCOUNTS_KEY, usePspProfile } from '../shared/usePspProfile.js';

/** Props of {@link PspIntegration}. */
export interface PspIntegrationProps {
  /** The portal the payment provider's links open; default: this page's origin. */
  portalUrl?: string | undefined;
}

/**
 * What the payment provider needs to integrate (`/manager/psp-portal/integration`): the
 * merchant id, the quick-login link (`/flexpsp/auth/{user_id}/{auth_key}`, PP-2.1-06), the
 * flexpsp deposit withdrawal link (`fx=1`, PP-2.4-10) and the active PSP accounts by the end
 * of their tokens. CSS part: `psp-integration`.
 */
export function PspIntegration(props: PspIntegrationProps) {
  return (
    <PspGate>
      <PspIntegrationScreen {...props} />
    </PspGate>
  );
}

function PspIntegrationScreen({ portalUrl }: PspIntegrationProps) {
  const t = useT(pspIntegrationTexts);
  const titleId = useId();
  const client = useFlexportalClient();
  const profile = usePspProfile();
  const load = useCallback(() => client.http.data<PspAccount[]>(PSP_ACCOUNTS_KEY), [client]);
  const accounts = useCached(PSP_ACCOUNTS_KEY, load, 0);
  const origin = portalUrl ?? window.location.origin;
  const active = (accounts.status === 'ready' ? accounts.data : []).flatMap((a) =>
    a.psp_portal_accounts
      .filter((p) => p.account_fields.active)
      .map((p) => ({ account: a, type: p.account_type, hint: p.account_fields.token_hint })),
  );
  return (
    <section className="fp-psp fp-psp-integration" part="psp-integration" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('pspIntegration.title')}</h2>
      {profile.status !== 'ready' ? (
        <p aria-busy="true" className="fp-psp__hint">
          …
        </p>
      ) : !profile.data.psp_portal_attached ? (
        <p role="status">{t('pspIntegration.notSignedUp')}</p>
      ) : (
        <>
          <dl className="fp-psp__details">
            <dt>{t('pspIntegration.merchant')}</dt>
            <dd>{profile.data.merchant_id}</dd>
            <dt>{t('pspIntegration.website')}</dt>
            <dd>{profile.data.website ?? '–'}</dd>
            <dt>{t('pspIntegration.quickLogin')}</dt>
            <dd>
              <code>{`${origin}/flexpsp/auth/{user_id}/{auth_key}`}</code>
              <br />
              <span className="fp-psp__hint">{t('pspIntegration.quickLoginHint')}</span>
            </dd>
            <dt>{t('pspIntegration.depositLink')}</dt>
            <dd>
              <code>{`${origin}/manager/payments/withdrawal/create?fx=1&aid={account_id}&amt={amount}`}</code>
              <br />
              <span className="fp-psp__hint">{t('pspIntegration.depositHint')}</span>
            </dd>
          </dl>
          <h3>{t('pspIntegration.activeAccounts')}</h3>
          {accounts.status === 'ready' && active.length === 0 ? (
            <p className="fp-psp__hint">{t('pspIntegration.noAccounts')}</p>
          ) : (
            <ul className="fp-psp__accounts" aria-busy={accounts.status !== 'ready'}>
              {active.map(({ account, type, hint }) => (
                <li key={`${account.id}-${type}`}>
                  {account.name} ({account.currency}) · {type}
                  {hint ? ` · ${t('pspIntegration.tokenEnding', { hint })}` : ''}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
