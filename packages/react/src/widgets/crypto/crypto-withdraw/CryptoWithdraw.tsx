import { useId } from 'react';
import { cryptoWithdrawTexts } from '../../../i18n/areas/cryptoWithdraw.js';
import { useT } from '../../../provider/FlexportalProvider.js';
import { kitCss } from '../../../ui/styles/kitCss.js';
import { useStyles } from '../../../ui/styles/useStyles.js';

/** Props of {@link CryptoWithdraw}. */
export type CryptoWithdrawProps = Record<never, never>;

/**
 * Withdraw crypto: the screen `pnpm new:screen` started; its rules live in small pure
 * functions of core, this view only wires them. CSS part: `crypto-withdraw`.
 */
export function CryptoWithdraw(_props: CryptoWithdrawProps) {
  const t = useT(cryptoWithdrawTexts);
  const ref = useStyles<HTMLElement>(kitCss);
  const titleId = useId();
  return (
    <section
      ref={ref}
      className="fp-root fp-crypto-withdraw"
      part="crypto-withdraw"
      aria-labelledby={titleId}
    >
      <h2 id={titleId}>{t('cryptoWithdraw.title')}</h2>
    </section>
  );
}
