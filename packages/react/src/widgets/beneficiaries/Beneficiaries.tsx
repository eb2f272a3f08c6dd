import type { Beneficiary } from '@flexportal/core/contract';
import { useCallback, useMemo } from 'react';
import { SignInGate } from '../../global/SignInGate.js';
import { useDictionary } from '../../hooks/useDictionary.js';
import { beneficiariesTexts } from '../../i18n/areas/beneficiaries.js';
import { cleanFilters, ListPage, listStateKey } from '../../lists/index.js';
import { useT } from '../../provider/FlexportalProvider.js';
import { useStyles } from '../../ui/styles/useStyles.js';
import { BeneficiaryFilters } from './BeneficiaryFilters.js';
import { beneficiariesCss } from './beneficiariesCss.js';
import type { BeneficiariesProps } from './beneficiariesProps.js';
import { BENEFICIARIES_TABLE_ID, beneficiaryColumns } from './beneficiaryColumns.js';
import {
  DEFAULT_AGENT_HREF,
  DEFAULT_CREATE_HREF,
  DEFAULT_WITHDRAWAL_HREF,
  hrefFor,
} from './beneficiaryQuery.js';
import { BENEFICIARY_FILTER_KEYS, useBeneficiariesList } from './useBeneficiariesList.js';
import { useCanEditBeneficiaries } from './useCanEditBeneficiaries.js';

/**
 * The saved beneficiaries (agents) of the company (AC-2manager: /manager/transaction-agents)
 * searchable by text and account (PP-7.4-19), with column choice, CSV export and print.
 * Each name links to the beneficiary; managers also get "New beneficiary" and a "Pay" link
 * that opens the withdrawal with the beneficiary (`ag`), while a manager-reader gets the
 * list read-only. Signs the user in first when there is no session. CSS parts: `list`,
 * `filters`, `toolbar`, `table`, `header`, `row`, `cell`, `link`, `pay-link`, `create-link`,
 * `pager`, `empty`, `signin`.
 */
export function Beneficiaries(props: BeneficiariesProps) {
  const ref = useStyles<HTMLDivElement>(beneficiariesCss);
  return (
    <div ref={ref} className="fp-root">
      <SignInGate>
        <BeneficiariesList {...props} />
      </SignInGate>
    </div>
  );
}

function BeneficiariesList(props: BeneficiariesProps) {
  const t = useT(beneficiariesTexts);
  const canEdit = useCanEditBeneficiaries();
  const { accounts, load } = useBeneficiariesList();
  const countries = useDictionary('countries');
  const agentHref = props.agentHref ?? DEFAULT_AGENT_HREF;
  const createHref = props.createHref ?? DEFAULT_CREATE_HREF;
  const payTemplate = props.withdrawalHref ?? DEFAULT_WITHDRAWAL_HREF;

  const columns = useMemo(() => {
    const accountNames = new Map(
      (accounts.data ?? []).map((a) => [a.id, `${a.name} (${a.currency})`]),
    );
    const countryNames = new Map((countries ?? []).map((c) => [c.code, c.name]));
    return beneficiaryColumns(t, {
      accountLabel: (id) => accountNames.get(id) ?? `#${id}`,
      countryName: (code) => countryNames.get(code) ?? code,
      payHref: canEdit && payTemplate ? (a) => hrefFor(payTemplate, a.id) : null,
    });
  }, [t, accounts.data, countries, canEdit, payTemplate]);

  const { search, bankAccountId } = props;
  const filters = useMemo(
    () =>
      cleanFilters({
        search: search?.trim(),
        bank_account_id: bankAccountId == null ? undefined : String(bankAccountId),
      }),
    [search, bankAccountId],
  );
  const { onSelect } = props;
  const activate = useCallback((agent: Beneficiary) => onSelect?.(agent), [onSelect]);
  const rowHref = useCallback((agent: Beneficiary) => hrefFor(agentHref, agent.id), [agentHref]);

  return (
    <>
      {canEdit && createHref ? (
        <p className="fp-actions">
          <a className="fp-button" part="button create-link" href={createHref}>
            {t('beneficiaries.list.create')}
          </a>
        </p>
      ) : null}
      <ListPage<Beneficiary>
        // New starting filters from the host start the list afresh.
        key={listStateKey({ page: 1, filters })}
        tableId={BENEFICIARIES_TABLE_ID}
        title={t('beneficiaries.list.title')}
        columns={columns}
        rowKey={(agent) => agent.id}
        load={load}
        state={props.state}
        onStateChange={props.onStateChange}
        defaultState={{ filters }}
        syncUrl={props.syncUrl}
        filterKeys={BENEFICIARY_FILTER_KEYS}
        simplified={props.simplified}
        rowHref={agentHref ? rowHref : undefined}
        onRowActivate={onSelect ? activate : undefined}
        emptyText={t('beneficiaries.list.empty')}
        csvFilename="beneficiaries"
        filters={(controls) => (
          <BeneficiaryFilters controls={controls} accounts={accounts.data ?? []} />
        )}
      />
    </>
  );
}
