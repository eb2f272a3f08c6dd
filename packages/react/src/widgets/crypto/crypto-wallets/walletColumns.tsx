import type { CryptoWallet } from '@flexportal/core/contract';
import type { Translate } from '../../../i18n/translate.js';
import type { ListColumn } from '../../../lists/index.js';
import { Button } from '../../../ui/Button.js';

/** Id of the wallets table's settings (chosen columns, page size). */
export const CRYPTO_WALLETS_TABLE_ID = 'crypto-wallets';

/**
 * The wallets table: name, currency, network and address; a Delete button last for those
 * who may change wallets (a reader sees none, PP-6-04).
 */
export function walletColumns(
  t: Translate,
  onDelete: ((wallet: CryptoWallet) => void) | null,
): ListColumn<CryptoWallet>[] {
  const columns: ListColumn<CryptoWallet>[] = [
    {
      id: 'name',
      header: t('cryptoWallets.col.name'),
      value: (w) => w.name,
      required: true,
      priority: 1,
    },
    {
      id: 'currency',
      header: t('cryptoWallets.col.currency'),
      value: (w) => w.currency,
      priority: 2,
    },
    {
      id: 'network',
      header: t('cryptoWallets.col.network'),
      value: (w) => String(w.network ?? ''),
      priority: 4,
    },
    {
      id: 'wallet',
      header: t('cryptoWallets.col.wallet'),
      value: (w) => w.wallet,
      cell: (w) => <span className="fp-address">{w.wallet}</span>,
      required: true,
      priority: 1,
    },
  ];
  if (onDelete) {
    columns.push({
      id: 'actions',
      header: t('cryptoWallets.col.actions'),
      value: () => '',
      csv: [],
      required: true,
      priority: 1,
      cell: (w) => (
        <Button
          variant="secondary"
          aria-label={t('cryptoWallets.deleteOf', { name: w.name })}
          onClick={() => onDelete(w)}
        >
          {t('cryptoWallets.delete')}
        </Button>
      ),
    });
  }
  return columns;
}
