import type { Beneficiary } from '@flexportal/core/contract';
import type { MessageKey } from '../../i18n/en.js';
import type { Translate } from '../../i18n/translate.js';
import type { ListColumn } from '../../lists/index.js';
import { beneficiaryName } from './beneficiaryValues.js';

/** Id of the beneficiaries table's settings (chosen columns, page size). */
export const BENEFICIARIES_TABLE_ID = 'beneficiaries';

/** What the columns need besides the row. */
export interface BeneficiaryColumnOptions {
  /** The label of the account a beneficiary is saved for ("Globex EUR (EUR)"). */
  accountLabel: (id: number) => string;
  /** A country's name from its code (the code itself when unknown). */
  countryName: (code: string) => string;
  /** Where "Pay" leads for a beneficiary; null hides the column (readers cannot pay, PP-6-03). */
  payHref: ((agent: Beneficiary) => string) | null;
}

/** How the beneficiary is paid: the IBAN, else the account number and sort code. */
function accountOf(agent: Beneficiary): string {
  if (agent.iban) return agent.iban;
  return [agent.bank_account, agent.sort_code].filter(Boolean).join(' / ');
}

const LEGAL: Readonly<Record<string, MessageKey>> = {
  company: 'beneficiaries.legal.company',
  individual: 'beneficiaries.legal.individual',
  undefined: 'beneficiaries.legal.undefined',
};

/**
 * The beneficiaries table: name (the row's link), IBAN or account, SWIFT, bank, country,
 * legal type and the account it is saved for; the Pay link last for those who may pay.
 */
export function beneficiaryColumns(
  t: Translate,
  options: BeneficiaryColumnOptions,
): ListColumn<Beneficiary>[] {
  const columns: ListColumn<Beneficiary>[] = [
    {
      id: 'name',
      header: t('beneficiaries.col.name'),
      value: beneficiaryName,
      required: true,
      simple: true,
      priority: 1,
    },
    {
      id: 'account',
      header: t('beneficiaries.col.account'),
      value: accountOf,
      simple: true,
      priority: 2,
    },
    { id: 'swift', header: t('beneficiaries.col.swift'), value: (a) => a.bank_swift, priority: 4 },
    { id: 'bank', header: t('beneficiaries.col.bank'), value: (a) => a.bank_name, simple: true },
    {
      id: 'country',
      header: t('beneficiaries.col.country'),
      value: (a) => (a.country ? options.countryName(a.country) : null),
    },
    {
      id: 'legal_type',
      header: t('beneficiaries.col.legalType'),
      value: (a) => t(LEGAL[a.legal_type] ?? 'beneficiaries.legal.undefined'),
      priority: 4,
    },
    {
      id: 'saved_for',
      header: t('beneficiaries.col.savedFor'),
      value: (a) =>
        a.bank_account_id === null
          ? t('beneficiaries.form.anyAccount')
          : options.accountLabel(a.bank_account_id),
      priority: 4,
    },
  ];
  const pay = options.payHref;
  if (pay) {
    columns.push({
      id: 'actions',
      header: t('beneficiaries.col.actions'),
      value: () => null,
      // A link, not data: it has no place in the CSV.
      csv: [],
      required: true,
      simple: true,
      priority: 1,
      cell: (a) => (
        <a
          href={pay(a)}
          part="link pay-link"
          aria-label={t('beneficiaries.list.payLabel', { name: beneficiaryName(a) })}
        >
          {t('beneficiaries.list.pay')}
        </a>
      ),
    });
  }
  return columns;
}
