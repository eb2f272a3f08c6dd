import { autoTransferTargets, formatAmount } from '@flexportal/core';
import type { BankAccount, RemoteAccount } from '@flexportal/core/contract';
import { useState } from 'react';
import { SubmitDialogs } from '../../../global/SubmitDialogs.js';
import { useBankAccounts } from '../../../hooks/useBankAccounts.js';
import { portalServicesTexts } from '../../../i18n/areas/portalServices.js';
import { translateCoreText } from '../../../i18n/coreText.js';
import { DataTable, EmptyState, type ListColumn, TableSkeleton } from '../../../lists/index.js';
import { useLocale, useT } from '../../../provider/FlexportalProvider.js';
import { Button } from '../../../ui/Button.js';
import { useFieldErrorText } from '../../../ui/FieldError.js';
import { FlowForm, type FlowFormProps } from '../../../ui/FlowForm.js';
import { SelectField } from '../../../ui/SelectField.js';
import { type AutoTransferChange, useAutoTransfer } from './useAutoTransfer.js';
import { useRemoteAccounts } from './useRemoteAccounts.js';

/** Props of {@link RemoteAccounts}. */
export interface RemoteAccountsProps {
  service: string;
  canEdit: boolean;
  onChange?: ((change: AutoTransferChange) => void) | undefined;
}

/**
 * The company's accounts at the remote portal, with the auto-transfer of each: where it
 * moves to and a remove button, or a choice of the company's accounts in its currency.
 */
export function RemoteAccounts({ service, canEdit, onChange }: RemoteAccountsProps) {
  const t = useT(portalServicesTexts);
  const errorText = useFieldErrorText();
  const locale = useLocale();
  const remote = useRemoteAccounts(service);
  const accounts = useBankAccounts();
  const [choice, setChoice] = useState<Record<string, string>>({});
  const [state, flow] = useAutoTransfer(service, (change) => onChange?.(change));
  const own = accounts.status === 'ready' ? accounts.data : [];
  const nameOf = (id: number) => own.find((a) => a.id === id)?.name ?? `#${id}`;
  const submit = (change: AutoTransferChange) => {
    flow.setDraft({ change });
    void flow.submit();
  };
  const failed =
    state.outcome === 'error' && state.message ? translateCoreText(t, state.message) : null;
  const fieldError = Object.entries(state.errors).map(([name, m]) => errorText(m, name))[0] ?? null;

  const columns: ListColumn<RemoteAccount>[] = [
    { id: 'name', header: t('portalServices.account'), value: (r) => r.name ?? String(r.id) },
    {
      id: 'currency',
      header: t('portalServices.currency'),
      value: (r) => r.currency,
      priority: 2,
    },
    { id: 'iban', header: t('portalServices.iban'), value: (r) => r.iban ?? '–', priority: 4 },
    {
      id: 'balance',
      header: t('portalServices.balance'),
      value: (r) => r.balance,
      align: 'end',
      priority: 2,
      cell: (r) => (
        <span className="fp-portal-services__amount">
          {formatAmount(r.balance, locale, { currency: r.currency })}
        </span>
      ),
    },
    {
      id: 'auto',
      header: t('portalServices.autoTransfer'),
      value: (r) => (r.auto_transfer ? nameOf(r.auto_transfer.bank_account_id) : ''),
      // What the screen is for: it never hides.
      priority: 1,
      cell: (r) => (
        <AutoTransferCell
          row={r}
          targets={autoTransferTargets<BankAccount>(own, r.currency)}
          chosen={choice[String(r.id)] ?? ''}
          onChoose={(id) => setChoice((c) => ({ ...c, [String(r.id)]: id }))}
          nameOf={nameOf}
          canEdit={canEdit}
          state={state}
          busy={state.status === 'submitting'}
          submit={submit}
          service={service}
        />
      ),
    },
  ];

  return (
    <section aria-labelledby={`remote-${service}`} className="fp-portal-services__panel">
      <h3 id={`remote-${service}`}>{t('portalServices.remoteAccounts')}</h3>
      {failed || fieldError ? (
        <p role="alert" className="fp-portal-services__error">
          {fieldError ?? failed}
        </p>
      ) : null}
      {remote.status === 'ready' && remote.data.length === 0 ? (
        <EmptyState text={t('portalServices.noRemoteAccounts')} />
      ) : remote.status === 'ready' ? (
        <DataTable
          columns={columns}
          rows={remote.data}
          rowKey={(r) => String(r.id)}
          caption={t('portalServices.remoteAccounts')}
          captionHidden
        />
      ) : (
        <TableSkeleton columns={columns.length} />
      )}
      <SubmitDialogs state={state} flow={flow} />
    </section>
  );
}

interface AutoTransferCellProps {
  row: RemoteAccount;
  targets: BankAccount[];
  chosen: string;
  onChoose: (id: string) => void;
  nameOf: (id: number) => string;
  canEdit: boolean;
  /** The auto-transfer flow's state; the panel above the table says how a change ended. */
  state: FlowFormProps['state'];
  busy: boolean;
  submit: (change: AutoTransferChange) => void;
  service: string;
}

function AutoTransferCell(p: AutoTransferCellProps) {
  const t = useT(portalServicesTexts);
  const account = p.row.name ?? String(p.row.id);
  if (p.row.auto_transfer) {
    const { id, bank_account_id } = p.row.auto_transfer;
    return (
      <span className="fp-portal-services__row">
        <span>→ {p.nameOf(bank_account_id)}</span>
        {p.canEdit ? (
          <Button
            variant="danger"
            busy={p.busy}
            aria-label={t('portalServices.removeOf', { account })}
            onClick={() => p.submit({ kind: 'remove', id })}
          >
            {t('portalServices.remove')}
          </Button>
        ) : null}
      </span>
    );
  }
  if (!p.canEdit) return <span>–</span>;
  if (p.targets.length === 0)
    return (
      <span className="fp-portal-services__hint">
        {t('portalServices.noTarget', { currency: p.row.currency ?? '' })}
      </span>
    );
  return (
    <FlowForm
      className="fp-portal-services__row"
      state={p.state}
      failure={() => null}
      onSubmit={() =>
        p.submit({
          kind: 'create',
          draft: {
            portal_service: p.service,
            remote_account_id: String(p.row.id),
            bank_account_id: Number(p.chosen),
          },
        })
      }
    >
      <SelectField
        label={t('portalServices.autoTransferOf', { account })}
        value={p.chosen}
        placeholder={t('portalServices.chooseAccount')}
        options={p.targets.map((a) => ({ value: String(a.id), label: a.name }))}
        onChange={(e) => p.onChoose(e.currentTarget.value)}
      />
      <Button type="submit" busy={p.busy} disabled={!p.chosen}>
        {t('portalServices.create')}
      </Button>
    </FlowForm>
  );
}
