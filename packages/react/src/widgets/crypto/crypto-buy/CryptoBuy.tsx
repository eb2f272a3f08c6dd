import { useId } from 'react';
import { cryptoBuyTexts } from '../../../i18n/areas/cryptoBuy.js';
import { useT } from '../../../provider/FlexportalProvider.js';
import { kitCss } from '../../../ui/styles/kitCss.js';
import { useStyles } from '../../../ui/styles/useStyles.js';

/** Props of {@link CryptoBuy}. */
export type CryptoBuyProps = Record<never, never>;

/**
 * Buy crypto: the screen `pnpm new:screen` started; its rules live in small pure
 * functions of core, this view only wires them. CSS part: `crypto-buy`.
 */
export function CryptoBuy(_props: CryptoBuyProps) {
  const t = useT(cryptoBuyTexts);
  const ref = useStyles<HTMLElement>(kitCss);
  const titleId = useId();
  return (
    <section
      ref={ref}
      className="fp-root fp-crypto-buy"
      part="crypto-buy"
      aria-labelledby={titleId}
    >
      <h2 id={titleId}>{t('cryptoBuy.title')}</h2>
    </section>
  );
}
