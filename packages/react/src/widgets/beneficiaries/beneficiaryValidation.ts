import { isIbanShaped } from '@flexportal/core';
import type { Translate } from '../../i18n/translate.js';
import type { FieldMessages } from '../../ui/validationError.js';
import { type BeneficiaryValues, compactCode, compactSortCode } from './beneficiaryValues.js';

/**
 * A SWIFT (BIC) code: four letters of the bank, two of the country, two alphanumerics of
 * the location, then an optional three-character branch: 8 or 11 characters in all.
 */
export const SWIFT_PATTERN = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/;

/** A UK sort code: six digits once spaces and dashes are gone. */
const SORT_CODE_PATTERN = /^\d{6}$/;

/**
 * ISO 13616 mod-97 check of an IBAN (spaces ignored, any case): the country code and check
 * digits moved to the end, letters as 10..35, the number modulo 97 must be 1. Computed
 * piece by piece so no big integers are needed.
 */
export function ibanChecksumValid(value: string): boolean {
  const iban = compactCode(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return false;
  const moved = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const ch of moved) {
    const code = ch.charCodeAt(0);
    const digits = code >= 65 ? String(code - 55) : ch;
    for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  }
  return rest === 1;
}

/**
 * Checks the form before it is sent: the account identifier of the chosen kind is there,
 * the IBAN has the IBAN shape (PP-5-09) and a valid checksum, the sort code has six digits
 * and the SWIFT code 8 or 11 characters. Rules the server owns (names required by legal
 * type, the account being the company's) are left to its 422. Empty object when valid.
 */
export function validateBeneficiary(v: BeneficiaryValues, t: Translate): FieldMessages {
  const errors: FieldMessages = {};
  const add = (field: string, message: string) => {
    errors[field] = [...(errors[field] ?? []), message];
  };
  if (v.account_kind === 'iban') {
    const iban = compactCode(v.iban);
    if (!iban) add('iban', t('beneficiaries.error.ibanRequired'));
    else if (!isIbanShaped(iban)) add('iban', t('beneficiaries.error.ibanShape'));
    else if (!ibanChecksumValid(iban)) add('iban', t('beneficiaries.error.ibanChecksum'));
  } else {
    if (!v.bank_account.trim()) add('bank_account', t('beneficiaries.error.accountRequired'));
    const sort = compactSortCode(v.sort_code);
    if (sort && !SORT_CODE_PATTERN.test(sort)) add('sort_code', t('beneficiaries.error.sortCode'));
  }
  const swift = compactCode(v.bank_swift);
  if (swift) {
    if (swift.length !== 8 && swift.length !== 11) {
      add('bank_swift', t('beneficiaries.error.swiftLength'));
    } else if (!SWIFT_PATTERN.test(swift)) {
      add('bank_swift', t('beneficiaries.error.swiftShape'));
    }
  }
  return errors;
}
