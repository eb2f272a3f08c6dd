import { formatAmount, formatDateTime } from '@flexportal/core';
import type { Product } from '@flexportal/core/contract';
import type { Locale, Translate } from '../../../i18n/translate.js';
import type { ListColumn } from '../../../lists/index.js';
import { Button } from '../../../ui/Button.js';
import { productPurchaseLink } from './productRules.js';

/** Id of the products table's settings (chosen columns, page size). */
export const PRODUCTS_TABLE_ID = 'products';

/** What a row's buttons do. */
export interface ProductActions {
  edit: (product: Product) => void;
  copy: (product: Product, link: string) => void;
  /** Absolute purchase links start here (the portal's origin). */
  origin: string | undefined;
  /** Whether the user may edit (a reader may not). */
  canEdit: boolean;
}

/**
 * The products table (AC-3-31): image, name, price, the purchase link (a link and a copy
 * button), created at, and the edit button.
 */
export function productColumns(
  t: Translate,
  locale: Locale,
  actions: ProductActions,
): ListColumn<Product>[] {
  return [
    {
      id: 'image',
      header: t('products.col.image'),
      value: () => null,
      csv: [],
      priority: 3,
      cell: (p) =>
        p.image_url ? (
          <img
            className="fp-products__thumb"
            src={p.image_url}
            alt={t('products.imageAlt', { name: p.name })}
            part="image"
          />
        ) : null,
    },
    {
      id: 'name',
      header: t('products.col.name'),
      value: (p) => p.name,
      required: true,
      simple: true,
      priority: 1,
    },
    {
      id: 'price',
      header: t('products.col.price'),
      value: (p) => formatAmount(p.price, locale, { currency: p.currency }),
      simple: true,
      priority: 1,
    },
    {
      id: 'link',
      header: t('products.col.link'),
      value: (p) => productPurchaseLink(p, actions.origin),
      simple: true,
      priority: 1,
      cell: (p) => {
        const link = productPurchaseLink(p, actions.origin);
        if (!link) return null;
        return (
          <span className="fp-products__link">
            <a href={link} part="link" target="_blank" rel="noopener noreferrer">
              {link}
            </a>
            <Button
              variant="secondary"
              part="button copy"
              aria-label={t('products.copyLinkLabel', { name: p.name })}
              onClick={() => actions.copy(p, link)}
            >
              {t('products.copyLink')}
            </Button>
          </span>
        );
      },
    },
    {
      id: 'created_at',
      header: t('products.col.createdAt'),
      value: (p) => formatDateTime(p.created_at, locale),
      priority: 3,
    },
    {
      id: 'actions',
      header: t('products.col.actions'),
      value: () => null,
      csv: [],
      required: true,
      simple: true,
      priority: 1,
      cell: (p) =>
        actions.canEdit ? (
          <Button
            variant="secondary"
            part="button edit"
            aria-label={t('products.editLabel', { name: p.name })}
            onClick={() => actions.edit(p)}
          >
            {t('products.edit')}
          </Button>
        ) : null,
    },
  ];
}
