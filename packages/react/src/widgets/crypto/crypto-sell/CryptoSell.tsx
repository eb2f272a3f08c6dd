import { useId } from 'react';
import { cryptoSellTexts } from '../../../i18n/areas/cryptoSell.js';
import { useT } from '../../../provider/FlexportalProvider.js';
import { kitCss } from '../../../ui/styles/kitCss.js';
import { useStyles } from '../../../ui/styles/useStyles.js';

/** Props of {@link CryptoSell}. */
export type CryptoSellProps = Record<never, never>;

/**
 * Sell crypto: the screen `pnpm new:screen` started; its rules live in small pure
 * functions of core, this view only wires them. CSS part: `crypto-sell`.
 */
export function CryptoSell(_props: CryptoSellProps) {
  const t = useT(cryptoSellTexts);
  const ref = useStyles<HTMLElement>(kitCss);
  const titleId = useId();
  return (
    <section
      ref={ref}
      className="fp-root fp-crypto-sell"
      part="crypto-sell"
      aria-labelledby={titleId}
    >
      <h2 id={titleId}>{t('cryptoSell.title')}</h2>
    </section>
  );
}
