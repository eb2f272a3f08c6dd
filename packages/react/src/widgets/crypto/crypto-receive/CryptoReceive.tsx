import { useId } from 'react';
import { cryptoReceiveTexts } from '../../../i18n/areas/cryptoReceive.js';
import { useT } from '../../../provider/FlexportalProvider.js';
import { kitCss } from '../../../ui/styles/kitCss.js';
import { useStyles } from '../../../ui/styles/useStyles.js';

/** Props of {@link CryptoReceive}. */
export type CryptoReceiveProps = Record<never, never>;

/**
 * Receive crypto: the screen `pnpm new:screen` started; its rules live in small pure
 * functions of core, this view only wires them. CSS part: `crypto-receive`.
 */
export function CryptoReceive(_props: CryptoReceiveProps) {
  const t = useT(cryptoReceiveTexts);
  const ref = useStyles<HTMLElement>(kitCss);
  const titleId = useId();
  return (
    <section
      ref={ref}
      className="fp-root fp-crypto-receive"
      part="crypto-receive"
      aria-labelledby={titleId}
    >
      <h2 id={titleId}>{t('cryptoReceive.title')}</h2>
    </section>
  );
}
