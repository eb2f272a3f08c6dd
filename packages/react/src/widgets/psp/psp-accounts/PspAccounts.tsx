import { canCreatePayments, openableAccountTypes, type PspAccountType } from '@flexportal/core';
import type { PspAccount, PspAccountIssued } from '@flexportal/core/contract';
import { useCallback, useId, useState } from 'react';
import { SubmitDialogs } from '../../../global/SubmitDialogs.js';
import { useCached } from '../../../hooks/useCached.js';
import { useSignedInUser } from '../../../hooks/useSignedInUser.js';
import { useSubmitFlow } from '../../../hooks/useSubmitFlow.js';
import { pspAccountsTexts } from '../../../i18n/areas/pspAccounts.js';
import { translateCoreText } from '../../../i18n/coreText.js';
import { DataTable, EmptyState, type ListColumn, TableSkeleton } from '../../../lists/index.js';
import { useFlexportalClient, useT } from '../../../provider/FlexportalProvider.js';
import { Button } from '../../../ui/Button.js';
import { useFieldErrorText } from '../../../ui/FieldError.js';
import { FlowForm } from '../../../ui/FlowForm.js';
import { SelectField } from '../../../ui/SelectField.js';
import { PspGate } from '../shared/PspGate.js';
import { PSP_ACCOUNTS_KEY } from '../shared/usePspProfile.js';

/** Props of {@link PspAccounts}. */
export type PspAccountsProps = Record<never, never>;

/** A change of the accounts screen: open a PSP account, or revoke its token. */
type Change = { kind: 'open' | 'revoke'; bank_account_id: number; account_type: PspAccountType };
type Done = { change: Change; issued: PspAccountIssued | null };

/**
 * The company's fiat accounts with their PSP portal accounts (`/manager/psp-portal/accounts`,
 * AC-3-04 `psp_portal_accounts`, AC-7mgr-36): each one's type and whether it is active, a
 * token revoke, and opening one, whose API token is shown once. CSS part: `psp-accounts`.
 */
export function PspAccounts(_props: PspAccountsProps) {
  return (
    <PspGate>
      <PspAccountsScreen />
    </PspGate>
  );
}

function PspAccountsScreen() {
  const t = useT(pspAccountsTexts);
  const errorText = useFieldErrorText();
  const titleId = useId();
  const client = useFlexportalClient();
  const me = useSignedInUser();
  const canEdit = me.status === 'ready' && canCreatePayments(me.data);
  const load = useCallback(() => client.http.data<PspAccount[]>(PSP_ACCOUNTS_KEY), [client]);
  const accounts = useCached(PSP_ACCOUNTS_KEY, load, 0);
  const [choice, setChoice] = useState<Record<number, string>>({});
  const [state, flow] = useSubmitFlow<{ change: Change | null }, Done>({
    defaults: () => ({ change: null }),
    send: async ({ change }, request) => {
      if (!change) throw new Error('Nothing to change');
      const body = { bank_account_id: change.bank_account_id, account_type: change.account_type };
      if (change.kind === 'open') {
        const issued = await client.http.data<PspAccountIssued>(PSP_ACCOUNTS_KEY, {
          ...request,
          method: 'POST',
          body,
        });
        return { change, issued };
      }
      await client.http.raw('manager/psp-portal/revoke-token', {
        ...request,
        method: 'POST',
        body,
      });
      return { change, issued: null };
    },
    otp: client.otp,
    onSuccess: () => client.cache.invalidate(PSP_ACCOUNTS_KEY),
  });
  const submit = (change: Change) => {
    flow.setDraft({ change });
    void flow.submit();
  };
  const busy = state.status === 'submitting';
  const typeLabel = (type: string) =>
    type === 'collection'
      ? t('pspAccounts.collection')
      : type === 'settlement'
        ? t('pspAccounts.settlement')
        : type;
  const rows = accounts.status === 'ready' ? accounts.data : [];
  const nameOf = (id: number) => rows.find((a) => a.id === id)?.name ?? `#${id}`;
  const failed =
    state.outcome === 'error'
      ? (Object.entries(state.errors).map(([name, m]) => errorText(m, name))[0] ??
        (state.message ? translateCoreText(t, state.message) : null))
      : null;
  const done = state.outcome === 'done' ? state.result : null;

  const columns: ListColumn<PspAccount>[] = [
    { id: 'name', header: t('pspAccounts.account'), value: (r) => r.name, priority: 1 },
    { id: 'currency', header: t('pspAccounts.currency'), value: (r) => r.currency, priority: 2 },
    { id: 'iban', header: t('pspAccounts.iban'), value: (r) => r.iban ?? '–', priority: 4 },
    {
      id: 'psp',
      header: t('pspAccounts.pspAccounts'),
      priority: 1,
      value: (r) => r.psp_portal_accounts.map((p) => p.account_type).join(', '),
      cell: (r) =>
        r.psp_portal_accounts.length === 0 ? (
          <span className="fp-psp__hint">{t('pspAccounts.none')}</span>
        ) : (
          <ul className="fp-psp__accounts">
            {r.psp_portal_accounts.map((p) => (
              <li key={p.account_type} className="fp-psp__row">
                <span>{typeLabel(p.account_type)}</span>
                <span className="fp-psp__badge" data-active={p.account_fields.active}>
                  {p.account_fields.active
                    ? `${t('pspAccounts.active')} ${p.account_fields.token_hint ?? ''}`.trim()
                    : t('pspAccounts.revoked')}
                </span>
                {p.account_fields.active && canEdit ? (
                  <Button
                    variant="danger"
                    busy={busy}
                    aria-label={t('pspAccounts.revokeOf', {
                      type: typeLabel(p.account_type),
                      account: r.name,
                    })}
                    onClick={() =>
                      submit({
                        kind: 'revoke',
                        bank_account_id: r.id,
                        account_type: p.account_type as PspAccountType,
                      })
                    }
                  >
                    {t('pspAccounts.revoke')}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        ),
    },
  ];
  if (canEdit)
    columns.push({
      id: 'open',
      header: t('pspAccounts.open'),
      priority: 1,
      value: () => '',
      cell: (r) => {
        const types = openableAccountTypes(r.psp_portal_accounts);
        if (types.length === 0) return <span>–</span>;
        const chosen = choice[r.id] ?? '';
        return (
          // The screen says how a change ended, above the table: the row's form says nothing.
          <FlowForm
            className="fp-psp__row"
            state={state}
            failure={() => null}
            onSubmit={() => {
              if (chosen)
                submit({
                  kind: 'open',
                  bank_account_id: r.id,
                  account_type: chosen as PspAccountType,
                });
            }}
          >
            <SelectField
              label={t('pspAccounts.typeOf', { account: r.name })}
              value={chosen}
              placeholder={t('pspAccounts.chooseType')}
              options={types.map((type) => ({ value: type, label: typeLabel(type) }))}
              onChange={(e) => {
                const value = e.currentTarget.value;
                setChoice((c) => ({ ...c, [r.id]: value }));
              }}
            />
            <Button type="submit" busy={busy} disabled={!chosen}>
              {t('pspAccounts.open')}
            </Button>
          </FlowForm>
        );
      },
    });

  return (
    <section className="fp-psp fp-psp-accounts" part="psp-accounts" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('pspAccounts.title')}</h2>
      {failed ? (
        <p role="alert" className="fp-psp__error">
          {failed}
        </p>
      ) : null}
      {done?.issued ? (
        <div role="status" className="fp-success">
          <p>
            {t('pspAccounts.issued', {
              type: typeLabel(done.change.account_type),
              account: nameOf(done.change.bank_account_id),
            })}
          </p>
          <p className="fp-psp__token" data-testid="psp-token">
            {done.issued.token}
          </p>
        </div>
      ) : done ? (
        <p role="status" className="fp-success">
          {t('pspAccounts.revokedDone', {
            type: typeLabel(done.change.account_type),
            account: nameOf(done.change.bank_account_id),
          })}
        </p>
      ) : null}
      {accounts.status === 'error' ? (
        <p role="alert" className="fp-psp__error">
          {t('pspAccounts.loadFailed')}
        </p>
      ) : accounts.status === 'ready' && rows.length === 0 ? (
        <EmptyState text={t('pspAccounts.empty')} />
      ) : accounts.status === 'ready' ? (
        <DataTable
          columns={columns}
          rows={rows}
          rowKey={(r) => String(r.id)}
          caption={t('pspAccounts.caption')}
          captionHidden
        />
      ) : (
        <TableSkeleton columns={columns.length} />
      )}
      <SubmitDialogs state={state} flow={flow} />
    </section>
  );
}
