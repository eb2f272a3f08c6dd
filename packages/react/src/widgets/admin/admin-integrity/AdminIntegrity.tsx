import { formatAmount, formatDateTime } from '@flexportal/core';
import type { IntegrityCheck } from '@flexportal/core/contract';
import { useCallback, useMemo, useState } from 'react';
import { SignInGate } from '../../../global/SignInGate.js';
import { SubmitDialogs } from '../../../global/SubmitDialogs.js';
import { useSubmitFlow } from '../../../hooks/useSubmitFlow.js';
import { adminIntegrityTexts } from '../../../i18n/areas/adminIntegrity.js';
import { translateCoreText } from '../../../i18n/coreText.js';
import type { Translate } from '../../../i18n/translate.js';
import { type ListColumn, type ListLoader, ListPage, listCss } from '../../../lists/index.js';
import { useFlexportalClient, useLocale, useT } from '../../../provider/FlexportalProvider.js';
import { Badge } from '../../../ui/Badge.js';
import { Button } from '../../../ui/Button.js';
import { FlowForm } from '../../../ui/FlowForm.js';
import { SelectField } from '../../../ui/SelectField.js';
import { useStyles } from '../../../ui/styles/useStyles.js';
import { useAdminAccounts } from '../shared/useAdminAccounts.js';
import { useAdminCompanies } from '../shared/useAdminCompanies.js';
import {
  canRunIntegrity,
  type IntegrityValues,
  integrityDefaults,
  integrityTone,
  toIntegrityBody,
} from './integrityRules.js';

/** Props of {@link AdminIntegrity}. */
export type AdminIntegrityProps = Record<never, never>;

/**
 * Bank account integrity (`/admin/bank-accounts/integrity`, AC-2admin-15, AC-7admin-15):
 * choose a company account and run a check (does its balance equal the sum of its ledger
 * postings), then read every stored result through the shared list. Signs the user in
 * first when there is no session. CSS parts: `form`, `field`, `input`, `button`, `result`,
 * `badge`, `list`, `toolbar`, `table`, `row`, `cell`, `pager`.
 */
export function AdminIntegrity(_props: AdminIntegrityProps) {
  const ref = useStyles<HTMLDivElement>(listCss);
  return (
    <div ref={ref} className="fp-root">
      <SignInGate>
        <AdminIntegrityView />
      </SignInGate>
    </div>
  );
}

function AdminIntegrityView() {
  const t = useT(adminIntegrityTexts);
  const locale = useLocale();
  const client = useFlexportalClient();
  const accounts = useAdminAccounts();
  const { companyName } = useAdminCompanies();
  // A new result reloads the list (a new key mounts it afresh).
  const [runs, setRuns] = useState(0);
  const [state, flow] = useSubmitFlow<IntegrityValues, IntegrityCheck>({
    defaults: integrityDefaults,
    send: (values, request) =>
      client.http.data<IntegrityCheck>('a/integrity-checks', {
        ...request,
        method: 'POST',
        body: toIntegrityBody(values),
      }),
    onSuccess: () => setRuns((n) => n + 1),
  });
  const columns = useMemo(() => integrityColumns(t, locale), [t, locale]);
  const load = useCallback<ListLoader<IntegrityCheck>>(
    ({ page, per_page }, signal) =>
      client.http.list<IntegrityCheck>('a/integrity-checks', { page, per_page }, { signal }),
    [client],
  );
  const list = accounts.data ?? [];
  const result = state.outcome === 'done' ? state.result : null;
  return (
    <>
      <FlowForm
        level={2}
        state={state}
        onSubmit={() => {
          if (canRunIntegrity(state.draft)) void flow.submit();
        }}
        title={t('adminIntegrity.title')}
        failure={(message) => (message ? translateCoreText(t, message) : null)}
      >
        <p className="fp-hint">{t('adminIntegrity.intro')}</p>
        {accounts.status === 'error' ? (
          <p role="alert">{t('adminIntegrity.accountsFailed')}</p>
        ) : null}
        <SelectField
          label={t('adminIntegrity.account')}
          data-field="bank_account_id"
          value={state.draft.bank_account_id ?? ''}
          placeholder={accounts.status === 'ready' ? t('common.choose') : t('common.loading')}
          errors={state.errors.bank_account_id ? [state.errors.bank_account_id] : undefined}
          options={list.map((a) => ({
            value: String(a.id),
            label: t('adminIntegrity.accountOption', {
              company: companyName(a.company_id),
              name: a.name,
              currency: a.currency,
            }),
          }))}
          onChange={(e) =>
            flow.setDraft({ bank_account_id: Number(e.currentTarget.value) || null })
          }
        />
        <Button
          type="submit"
          busy={state.status === 'submitting'}
          disabled={!canRunIntegrity(state.draft)}
        >
          {t('adminIntegrity.run')}
        </Button>
        {result ? (
          <p role="status" part="result">
            <Badge tone={integrityTone(result)}>
              {result.ok ? t('adminIntegrity.ok') : t('adminIntegrity.mismatch')}
            </Badge>{' '}
            {t('adminIntegrity.resultLine', {
              name: result.account_name,
              balance: formatAmount(result.balance, locale, { currency: result.currency }),
              sum: formatAmount(result.ledger_sum, locale, { currency: result.currency }),
            })}
          </p>
        ) : null}
        <SubmitDialogs state={state} flow={flow} />
      </FlowForm>
      <ListPage<IntegrityCheck>
        key={runs}
        tableId="admin-integrity-checks"
        title={t('adminIntegrity.results')}
        columns={columns}
        rowKey={(c) => c.id}
        load={load}
        emptyText={t('adminIntegrity.empty')}
        csvFilename="integrity-checks"
      />
    </>
  );
}

function integrityColumns(t: Translate, locale: string): ListColumn<IntegrityCheck>[] {
  const money = (v: string, c: IntegrityCheck) => formatAmount(v, locale, { currency: c.currency });
  return [
    {
      id: 'created_at',
      header: t('adminIntegrity.checkedAt'),
      value: (c) => formatDateTime(c.created_at, locale, false),
      required: true,
      simple: true,
    },
    {
      id: 'account',
      header: t('adminIntegrity.account'),
      value: (c) => `${c.account_name} (#${c.bank_account_id})`,
      simple: true,
      priority: 1,
    },
    {
      id: 'ok',
      header: t('adminIntegrity.verdict'),
      value: (c) => (c.ok ? t('adminIntegrity.ok') : t('adminIntegrity.mismatch')),
      cell: (c) => (
        <Badge tone={integrityTone(c)}>
          {c.ok ? t('adminIntegrity.ok') : t('adminIntegrity.mismatch')}
        </Badge>
      ),
      simple: true,
      priority: 1,
    },
    {
      id: 'balance',
      header: t('adminIntegrity.balance'),
      value: (c) => c.balance,
      cell: (c) => money(c.balance, c),
      align: 'end',
    },
    {
      id: 'ledger_sum',
      header: t('adminIntegrity.ledgerSum'),
      value: (c) => c.ledger_sum,
      cell: (c) => money(c.ledger_sum, c),
      align: 'end',
    },
    {
      id: 'difference',
      header: t('adminIntegrity.difference'),
      value: (c) => c.difference,
      cell: (c) => money(c.difference, c),
      align: 'end',
      hiddenByDefault: true,
    },
  ];
}
