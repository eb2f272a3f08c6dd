import { filterWallets } from '@flexportal/core';
import type { CryptoWallet } from '@flexportal/core/contract';
import { useCallback, useMemo } from 'react';
import { SignInGate } from '../../../global/SignInGate.js';
import { SubmitDialogs } from '../../../global/SubmitDialogs.js';
import { ToastRegion } from '../../../global/ToastRegion.js';
import { cryptoWalletsTexts } from '../../../i18n/areas/cryptoWallets.js';
import { walletsTexts } from '../../../i18n/areas/wallets.js';
import { type ListLoader, ListPage, SearchField } from '../../../lists/index.js';
import { useT } from '../../../provider/FlexportalProvider.js';
import { Button } from '../../../ui/Button.js';
import { Dialog } from '../../../ui/Dialog.js';
import { useStyles } from '../../../ui/styles/useStyles.js';
import { cryptoCss } from '../cryptoCss.js';
import { useCryptoWallets } from '../useCryptoWallets.js';
import { CreateWalletForm } from './CreateWalletForm.js';
import { type CryptoWalletsCallbacks, useWalletActions } from './useWalletActions.js';
import { CRYPTO_WALLETS_TABLE_ID, walletColumns } from './walletColumns.js';

/** Props of {@link CryptoWallets}. */
export interface CryptoWalletsProps extends CryptoWalletsCallbacks {
  /** Filter to start with (name or address, any case). */
  search?: string;
}

/**
 * The company's saved crypto wallets (PP-3.1-08, PP-7.4-13): a list filtered by name or
 * address in any case (PP-5-22), and for a manager a create form (the address checked for
 * its network) and a Delete per wallet behind 'Are you sure you want to delete this
 * wallet?' (PP-5-23), with the catalogue's 3-second toasts (PP-8-12/13). Loaded only with
 * the crypto feature and two-factor (PP-5-27), cached one minute. CSS parts:
 * `crypto-wallets`, `form`, `list`, `table`, `row`, `cell`, `toast`, `signin`.
 */
export function CryptoWallets(props: CryptoWalletsProps) {
  const ref = useStyles<HTMLDivElement>(cryptoCss);
  return (
    <div ref={ref} className="fp-root">
      <SignInGate>
        <CryptoWalletsView {...props} />
      </SignInGate>
    </div>
  );
}

function CryptoWalletsView(props: CryptoWalletsProps) {
  const t = useT(cryptoWalletsTexts, walletsTexts);
  const { wallets, allowed, canEdit } = useCryptoWallets();
  const actions = useWalletActions(props);
  const { ask } = actions;
  const onDelete = useCallback((w: CryptoWallet) => ask(w.id), [ask]);
  const columns = useMemo(
    () => walletColumns(t, canEdit ? onDelete : null),
    [t, canEdit, onDelete],
  );
  const data = wallets.data;
  const load = useCallback<ListLoader<CryptoWallet>>(
    async ({ page, per_page, filters }) => {
      const items = filterWallets(data ?? [], String(filters.search ?? ''));
      const from = (page - 1) * per_page;
      const slice = items.slice(from, from + per_page);
      return {
        items: slice,
        meta: {
          current_page: page,
          last_page: Math.max(1, Math.ceil(items.length / per_page)),
          per_page,
          path: '',
          from: slice.length ? from + 1 : null,
          to: slice.length ? from + slice.length : null,
          total: items.length,
        },
      };
    },
    [data],
  );

  return (
    <section className="fp-crypto" part="crypto-wallets" aria-labelledby="fp-wallets-title">
      <h2 id="fp-wallets-title">{t('cryptoWallets.title')}</h2>
      {allowed === false ? (
        <p role="status">{t('cryptoWallets.notAllowed')}</p>
      ) : wallets.status === 'ready' ? (
        <>
          {canEdit ? <CreateWalletForm actions={actions} /> : null}
          {actions.deleteError ? (
            <p className="fp-field__error" role="alert" part="error">
              {actions.deleteError}
            </p>
          ) : null}
          <ListPage<CryptoWallet>
            tableId={CRYPTO_WALLETS_TABLE_ID}
            title={t('cryptoWallets.listTitle')}
            columns={columns}
            rowKey={(w) => w.id}
            load={load}
            defaultState={{ filters: props.search ? { search: props.search } : {} }}
            filterKeys={['search']}
            emptyText={t('cryptoWallets.empty')}
            csvFilename="crypto-wallets"
            filters={(controls) => (
              <SearchField controls={controls} label={t('cryptoWallets.search')} maxLength={128} />
            )}
          />
        </>
      ) : wallets.status === 'error' ? (
        <p role="status">{t('cryptoWallets.loadFailed')}</p>
      ) : (
        <p className="fp-hint" role="status" aria-busy="true">
          {t('common.loading')}
        </p>
      )}
      <Dialog
        open={actions.confirming !== null}
        title={t('cryptoWallets.deleteTitle')}
        onClose={actions.cancel}
        actions={
          <>
            <Button variant="secondary" onClick={actions.cancel}>
              {t('wallet.deleteNo')}
            </Button>
            <Button onClick={actions.confirm}>{t('wallet.deleteYes')}</Button>
          </>
        }
      >
        <p>{t('wallet.deleteConfirm')}</p>
      </Dialog>
      <SubmitDialogs state={actions.createState} flow={actions.create} />
      <SubmitDialogs state={actions.deleteState} flow={actions.remove} />
      <ToastRegion toasts={actions.toasts} />
    </section>
  );
}
