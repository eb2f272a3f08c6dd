import { useId } from 'react';
import { cryptoWalletsTexts } from '../../../i18n/areas/cryptoWallets.js';
import { useT } from '../../../provider/FlexportalProvider.js';
import { kitCss } from '../../../ui/styles/kitCss.js';
import { useStyles } from '../../../ui/styles/useStyles.js';

/** Props of {@link CryptoWallets}. */
export type CryptoWalletsProps = Record<never, never>;

/**
 * Crypto wallets: the screen `pnpm new:screen` started; its rules live in small pure
 * functions of core, this view only wires them. CSS part: `crypto-wallets`.
 */
export function CryptoWallets(_props: CryptoWalletsProps) {
  const t = useT(cryptoWalletsTexts);
  const ref = useStyles<HTMLElement>(kitCss);
  const titleId = useId();
  return (
    <section
      ref={ref}
      className="fp-root fp-crypto-wallets"
      part="crypto-wallets"
      aria-labelledby={titleId}
    >
      <h2 id={titleId}>{t('cryptoWallets.title')}</h2>
    </section>
  );
}
