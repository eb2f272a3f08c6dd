import type { ReactNode } from 'react';
import { SignInGate } from '../../../global/SignInGate.js';
import { useSignedInUser } from '../../../hooks/useSignedInUser.js';
import { pspPortalTexts } from '../../../i18n/areas/pspPortal.js';
import { useT } from '../../../provider/FlexportalProvider.js';
import { useStyles } from '../../../ui/styles/useStyles.js';
import { pspCss } from './pspCss.js';

/**
 * The frame of every PSP portal screen: its styles, a sign-in when there is no session, and
 * the children only for a company with the PSP portal feature (AC-2manager-06).
 */
export function PspGate({ children }: { children: ReactNode }) {
  const ref = useStyles<HTMLDivElement>(pspCss);
  return (
    <div ref={ref} className="fp-root">
      <SignInGate>
        <FeatureGate>{children}</FeatureGate>
      </SignInGate>
    </div>
  );
}

function FeatureGate({ children }: { children: ReactNode }) {
  const t = useT(pspPortalTexts);
  const me = useSignedInUser();
  if (me.status !== 'ready')
    return (
      <p aria-busy="true" className="fp-psp__hint">
        …
      </p>
    );
  if (!me.data.company?.enabled_features?.psp_portal)
    return <p role="status">{t('pspPortal.notEnabled')}</p>;
  return <>{children}</>;
}
