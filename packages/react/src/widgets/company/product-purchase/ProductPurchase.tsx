import { formatAmount, formatDateTime, productImageSrc } from '@flexportal/core';
import type { ProductWallet, PublicProduct } from '@flexportal/core/contract';
import { useId, useState } from 'react';
import { copyToClipboard } from '../../../helpers/clipboard.js';
import { productPurchaseTexts } from '../../../i18n/areas/productPurchase.js';
import { useFlexportalClient, useLocale, useT } from '../../../provider/FlexportalProvider.js';
import { Button } from '../../../ui/Button.js';
import { QrCode } from '../../../ui/QrCode.js';
import { useStyles } from '../../../ui/styles/useStyles.js';
import { paymentFormCss } from '../../payments/formCss.js';
import { useProductPurchase } from './useProductPurchase.js';

/** Detail of the `paid` event: the purchase's wallet turned paid. */
export interface ProductPaid {
  /** The product's public hash. */
  hash: string;
  /** The wallet's address. */
  address: string;
  /** What was paid, a decimal string, and its currency. */
  amount: string;
  currency: string;
}

/** The `detail` of each event the element dispatches (names in lower case, as r2wc does). */
export interface ProductPurchaseEventDetails {
  /** The payment arrived. */
  paid: ProductPaid;
}

/** Props of {@link ProductPurchase}. */
export interface ProductPurchaseProps {
  /** The product's public hash (the purchase page's `/purchase/{product_hash}`). */
  productHash?: string | undefined;
  /** The payment arrived; the element dispatches it as `paid`. */
  onPaid?: ((detail: ProductPaid) => void) | undefined;
}

const css = `${paymentFormCss}
.fp-purchase { display: flex; flex-direction: column; gap: 1rem; max-inline-size: 40rem; }
.fp-purchase__product { display: flex; gap: 1rem; flex-wrap: wrap; align-items: flex-start; }
.fp-purchase__image { max-inline-size: 12rem; max-block-size: 12rem; object-fit: contain; border-radius: var(--fp-radius, 0.375rem); }
.fp-purchase__price { font-size: 1.25rem; font-weight: 600; }
.fp-purchase__status { font-weight: 600; }
.fp-purchase__status[data-status="paid"] { color: var(--fp-success, #198754); }
.fp-address { word-break: break-all; font-family: ui-monospace, monospace; }
.fp-qr { inline-size: 12rem; block-size: 12rem; display: block; }
.fp-visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
.fp-row { display: flex; gap: 0.5rem; flex-wrap: wrap; align-items: center; }
`;

/**
 * A product's purchase box (/purchase/{product_hash}, AC-7mgr-31), for guests: the product
 * (image, name, description, price, seller), a pay button that makes a payment wallet
 * (`POST products/{hash}/wallet`) and shows its address, payment link and QR code, and the
 * payment's status, which turns paid by itself when the payment arrives (checked every 2 s).
 * No session needed. CSS parts: `product-purchase`, `product`, `image`, `price`, `button`,
 * `wallet`, `qr`, `status`.
 */
export function ProductPurchase({ productHash, onPaid }: ProductPurchaseProps) {
  const t = useT(productPurchaseTexts);
  const locale = useLocale();
  const ref = useStyles<HTMLElement>(css);
  const titleId = useId();
  const model = useProductPurchase(
    productHash,
    onPaid
      ? (w) =>
          onPaid({
            hash: productHash ?? '',
            address: w.address,
            amount: w.amount,
            currency: w.currency,
          })
      : undefined,
  );
  const { product, state, flow, wallet } = model;
  return (
    <section
      ref={ref}
      className="fp-root fp-purchase"
      part="product-purchase"
      aria-labelledby={titleId}
      aria-busy={product.status === 'loading' || undefined}
    >
      <h2 id={titleId}>{t('productPurchase.title')}</h2>
      {product.status === 'loading' ? (
        <p role="status">{t('productPurchase.loading')}</p>
      ) : product.status === 'not-found' ? (
        <p role="alert">{t('productPurchase.notFound')}</p>
      ) : product.status === 'error' ? (
        <p role="alert">{t('productPurchase.loadFailed')}</p>
      ) : (
        <>
          <ProductCard product={product.product} />
          {wallet ? (
            <PaymentWallet wallet={wallet} pollFailed={model.pollFailed} />
          ) : (
            <div className="fp-row">
              <Button
                part="button pay"
                busy={state.status === 'submitting'}
                onClick={() => void flow.submit()}
              >
                {t('productPurchase.pay', {
                  amount: formatAmount(product.product.price, locale),
                  currency: product.product.currency,
                })}
              </Button>
              {state.outcome === 'error' ? <p role="alert">{t('productPurchase.failed')}</p> : null}
            </div>
          )}
        </>
      )}
    </section>
  );
}

function ProductCard({ product }: { product: PublicProduct }) {
  const t = useT(productPurchaseTexts);
  const locale = useLocale();
  const client = useFlexportalClient();
  const src = productImageSrc(product.image_url, client.baseURL);
  return (
    <article className="fp-purchase__product" part="product">
      {src ? (
        <img
          className="fp-purchase__image"
          part="image"
          src={src}
          alt={t('productPurchase.imageAlt', { name: product.name })}
        />
      ) : null}
      <div>
        <h3>{product.name}</h3>
        {product.description ? <p>{product.description}</p> : null}
        <p className="fp-purchase__price" part="price">
          <span className="fp-visually-hidden">{t('productPurchase.price')}: </span>
          {formatAmount(product.price, locale, { currency: product.currency })}
        </p>
        <p className="fp-hint">{t('productPurchase.seller', { seller: product.seller })}</p>
      </div>
    </article>
  );
}

function PaymentWallet({ wallet, pollFailed }: { wallet: ProductWallet; pollFailed: boolean }) {
  const t = useT(productPurchaseTexts);
  const locale = useLocale();
  const headingId = useId();
  const [copied, setCopied] = useState<'done' | 'failed' | null>(null);
  const copy = async (text: string) => setCopied((await copyToClipboard(text)) ? 'done' : 'failed');
  const paid = wallet.status === 'paid';
  return (
    <section className="fp-total" part="wallet" aria-labelledby={headingId}>
      <h3 className="fp-total__title" id={headingId}>
        {t('productPurchase.walletTitle')}
      </h3>
      <p
        className="fp-purchase__status"
        part="status"
        role="status"
        data-status={wallet.status}
        data-testid="purchase-status"
      >
        {t(`productPurchase.status.${wallet.status}`)}
        {paid && wallet.paid_at
          ? ` ${t('productPurchase.paidAt', { time: formatDateTime(wallet.paid_at, locale) })}`
          : ''}
      </p>
      {pollFailed && !paid ? <p className="fp-hint">{t('productPurchase.statusFailed')}</p> : null}
      {paid ? null : (
        <>
          <p>
            {t('productPurchase.instructions', {
              amount: wallet.amount,
              currency: wallet.currency,
              network: wallet.network,
            })}
          </p>
          <dl className="fp-total__rows">
            <div className="fp-total__row">
              <dt>{t('productPurchase.amount')}</dt>
              <dd>
                {wallet.amount} {wallet.currency}
              </dd>
            </div>
            <div className="fp-total__row">
              <dt>{t('productPurchase.address')}</dt>
              <dd className="fp-address" data-testid="purchase-address">
                {wallet.address}
              </dd>
            </div>
            <div className="fp-total__row">
              <dt>{t('productPurchase.link')}</dt>
              <dd className="fp-address" data-testid="purchase-link">
                {wallet.payment_link}
              </dd>
            </div>
          </dl>
          <p className="fp-row">
            <Button variant="secondary" onClick={() => void copy(wallet.address)}>
              {t('productPurchase.copyAddress')}
            </Button>
            <Button variant="secondary" onClick={() => void copy(wallet.payment_link)}>
              {t('productPurchase.copyLink')}
            </Button>
            <span role="status" className="fp-hint">
              {copied === 'done'
                ? t('productPurchase.copied')
                : copied === 'failed'
                  ? t('productPurchase.copyFailed')
                  : ''}
            </span>
          </p>
          <QrCode value={wallet.payment_link} label={t('productPurchase.qr')} />
        </>
      )}
    </section>
  );
}
