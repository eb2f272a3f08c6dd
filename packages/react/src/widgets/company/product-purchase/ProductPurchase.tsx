import { useId } from 'react';
import { productPurchaseTexts } from '../../../i18n/areas/productPurchase.js';
import { useT } from '../../../provider/FlexportalProvider.js';
import { kitCss } from '../../../ui/styles/kitCss.js';
import { useStyles } from '../../../ui/styles/useStyles.js';

/** Props of {@link ProductPurchase}. */
export type ProductPurchaseProps = Record<never, never>;

/**
 * Purchase: the screen `pnpm new:screen` started; its rules live in small pure
 * functions of core, this view only wires them. CSS part: `product-purchase`.
 */
export function ProductPurchase(_props: ProductPurchaseProps) {
  const t = useT(productPurchaseTexts);
  const ref = useStyles<HTMLElement>(kitCss);
  const titleId = useId();
  return (
    <section
      ref={ref}
      className="fp-root fp-product-purchase"
      part="product-purchase"
      aria-labelledby={titleId}
    >
      <h2 id={titleId}>{t('productPurchase.title')}</h2>
    </section>
  );
}
