import { canCreatePayments } from '@flexportal/core';
import type { Product } from '@flexportal/core/contract';
import { useCallback, useId, useMemo, useState } from 'react';
import { SignInGate } from '../../../global/SignInGate.js';
import { copyToClipboard } from '../../../helpers/clipboard.js';
import { useBankAccounts } from '../../../hooks/useBankAccounts.js';
import { useSignedInUser } from '../../../hooks/useSignedInUser.js';
import { productsTexts } from '../../../i18n/areas/products.js';
import { ListPage } from '../../../lists/index.js';
import { useLocale, useT } from '../../../provider/FlexportalProvider.js';
import { useStyles } from '../../../ui/styles/useStyles.js';
import { paymentFormCss } from '../../payments/formCss.js';
import { ProductForm } from './ProductForm.js';
import { PRODUCTS_TABLE_ID, productColumns } from './productColumns.js';
import { paymentAccounts } from './productRules.js';
import { useProducts } from './useProducts.js';

/** Props of {@link Products}. */
export interface ProductsProps {
  /**
   * Origin of the purchase links (`https://portal.example`); default the page's own, which
   * is the portal's when the portal shows the screen.
   */
  purchaseOrigin?: string | undefined;
}

const css = `${paymentFormCss}
.fp-products { display: flex; flex-direction: column; gap: 1rem; min-width: 0; }
.fp-products__form .fp-actions { display: flex; gap: 0.5rem; align-items: center; flex-wrap: wrap; }
.fp-products__thumb { max-inline-size: 4rem; max-block-size: 3rem; object-fit: contain; }
.fp-products__link { display: inline-flex; gap: 0.5rem; align-items: center; flex-wrap: wrap; word-break: break-all; }
`;

/**
 * Company products (AC-7mgr-30, AC-3-31): the list with each product's image, price and
 * purchase link (`/purchase/{hash}`, copied with a button), a form that creates a product
 * with its image (multipart) or edits one (a new image replaces the old). Readers see the
 * list only. CSS parts: `products`, `form`, `field`, `label`, `input`, `button`, `list`,
 * `table`, `row`, `cell`, `image`, `link`, `copy`, `edit`, `pager`, `empty`, `signin`.
 */
export function Products(props: ProductsProps) {
  const ref = useStyles<HTMLDivElement>(css);
  return (
    <div ref={ref} className="fp-root">
      <SignInGate>
        <ProductsView {...props} />
      </SignInGate>
    </div>
  );
}

function ProductsView({ purchaseOrigin }: ProductsProps) {
  const t = useT(productsTexts);
  const locale = useLocale();
  const titleId = useId();
  const me = useSignedInUser();
  const canEdit = me.status === 'ready' && canCreatePayments(me.data);
  const accounts = useBankAccounts();
  const crypto = useMemo(() => paymentAccounts(accounts.data ?? []), [accounts.data]);
  const model = useProducts();
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  const copy = useCallback(async (_product: Product, link: string) => {
    setCopied((await copyToClipboard(link)) ? 'copied' : 'failed');
  }, []);
  const { edit } = model;
  const origin = purchaseOrigin ?? globalThis.location?.origin;
  const columns = useMemo(
    () =>
      productColumns(t, locale, {
        edit,
        copy: (p, link) => void copy(p, link),
        origin,
        canEdit,
      }),
    [t, locale, edit, copy, origin, canEdit],
  );
  return (
    <section className="fp-products" part="products" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('products.title')}</h2>
      {canEdit ? (
        accounts.status === 'ready' && crypto.length === 0 ? (
          <p>{t('products.noCryptoAccount')}</p>
        ) : (
          <ProductForm model={model} accounts={crypto} />
        )
      ) : null}
      <p role="status" className="fp-hint">
        {copied === 'copied'
          ? t('products.copied')
          : copied === 'failed'
            ? t('products.copyFailed')
            : ''}
      </p>
      <ListPage<Product>
        tableId={PRODUCTS_TABLE_ID}
        title={t('products.list.title')}
        columns={columns}
        rowKey={(p) => p.id}
        load={model.load}
        emptyText={t('products.list.empty')}
        csvFilename="products"
      />
    </section>
  );
}
