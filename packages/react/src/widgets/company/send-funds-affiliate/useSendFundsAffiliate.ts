import { CACHE_TTL, moneyMoved, type SubmitFlow, type SubmitState } from '@flexportal/core';
import type { BankAccount, Transaction } from '@flexportal/core/contract';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useBankAccounts } from '../../../hooks/useBankAccounts.js';
import { type Resource, useCached } from '../../../hooks/useCached.js';
import { useSubmitFlow } from '../../../hooks/useSubmitFlow.js';
import { sendFundsAffiliateTexts } from '../../../i18n/areas/sendFundsAffiliate.js';
import { useFlexportalClient, useLocale, useT } from '../../../provider/FlexportalProvider.js';
import {
  type AffiliateOwner,
  applySendChange,
  type OwnerAccount,
  type SendFundsValues,
  sendFundsBody,
  sendFundsSummary,
  targetsFor,
} from './sendFundsRules.js';

/** What the send-funds view needs. */
export interface SendFundsModel {
  state: SubmitState<SendFundsValues, Transaction>;
  flow: SubmitFlow<SendFundsValues, Transaction>;
  /** The affiliate owner and its accounts. */
  owner: Resource<AffiliateOwner>;
  /** The company's fiat accounts. */
  accounts: BankAccount[];
  /** Owner accounts in the chosen account's currency. */
  targets: OwnerAccount[];
  /** The chosen source account. */
  source: BankAccount | null;
  /** The last transfer sent, until the next change. */
  sent: Transaction | null;
  /** Applies a user's change. */
  change: (patch: Partial<SendFundsValues>) => void;
}

/**
 * Sending funds to the affiliate owner: the owner (`GET manager/affiliate-owner`), own fiat
 * accounts, and the one submit flow with the code dialog repeating amount and payee. A sent
 * transfer reloads every account view.
 */
export function useSendFundsAffiliate(onSent?: (tx: Transaction) => void): SendFundsModel {
  const client = useFlexportalClient();
  const t = useT(sendFundsAffiliateTexts);
  const locale = useLocale();
  const owner = useCached<AffiliateOwner>(
    'manager/affiliate-owner',
    () => client.http.data<AffiliateOwner>('manager/affiliate-owner'),
    CACHE_TTL.affiliates,
  );
  const all = useBankAccounts();
  const accounts = useMemo(
    () => all.data?.filter((a) => a.currency_unit.currency_type === 'fiat') ?? [],
    [all.data],
  );
  const ctx = useRef({ accounts, owner: owner.data ?? null });
  ctx.current = { accounts, owner: owner.data ?? null };
  const [sent, setSent] = useState<Transaction | null>(null);
  const sentCb = useRef(onSent);
  sentCb.current = onSent;

  const [state, flow] = useSubmitFlow<SendFundsValues, Transaction>({
    defaults: () => {
      const first = ctx.current.accounts.find((a) => a.selected) ?? ctx.current.accounts[0];
      return {
        bank_account_id: first?.id ?? null,
        to_account_id: targetsFor(ctx.current.owner, first ?? null)[0]?.id ?? null,
        amount: '',
        bypass_duplicate_check: false,
      };
    },
    send: (values, request) =>
      client.http.data<Transaction>('manager/transactions/send-funds-affiliate', {
        ...request,
        method: 'POST',
        body: sendFundsBody(values),
      }),
    otp: client.otp,
    summary: (values) =>
      sendFundsSummary(
        values,
        ctx.current.accounts.find((a) => a.id === values.bank_account_id) ?? null,
        ctx.current.owner,
        t,
        locale,
      ),
    onSuccess: (tx) => {
      moneyMoved(client.cache);
      setSent(tx);
      flow.setDraft({ amount: '' });
      sentCb.current?.(tx);
    },
  });

  const change = useCallback(
    (patch: Partial<SendFundsValues>) => {
      setSent(null);
      const before = flow.store.getState().draft;
      flow.setDraft(
        applySendChange(before, patch, (id) =>
          targetsFor(ctx.current.owner, ctx.current.accounts.find((a) => a.id === id) ?? null),
        ),
      );
    },
    [flow],
  );

  const values = state.draft;
  const source = accounts.find((a) => a.id === values.bank_account_id) ?? null;
  const targets = targetsFor(owner.data ?? null, source);
  // The draft was made before the accounts or the owner arrived: choose the defaults then.
  const firstSource = (accounts.find((a) => a.selected) ?? accounts[0])?.id ?? null;
  const firstTarget = targets[0]?.id ?? null;
  useEffect(() => {
    const d = flow.store.getState().draft;
    if (d.bank_account_id === null && firstSource !== null)
      flow.setDraft({ bank_account_id: firstSource });
    else if (d.to_account_id === null && firstTarget !== null)
      flow.setDraft({ to_account_id: firstTarget });
  }, [flow, firstSource, firstTarget]);
  return { state, flow, owner, accounts, targets, source, sent, change };
}
