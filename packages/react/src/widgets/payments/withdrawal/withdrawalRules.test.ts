import type { BankAccount, Beneficiary } from '@flexportal/core/contract';
import { describe, expect, it } from 'vitest';
import {
  allowedServices,
  applyBankDetails,
  applyBeneficiary,
  applyChange,
  FIELD_ORDER,
  firstErrorField,
  GRAND_TOTAL_FIELDS,
  grandTotalBody,
  lockedFields,
  lookupsFor,
} from './withdrawalRules.js';
import { type WithdrawalValues, withdrawalDefaults } from './withdrawalValues.js';

type Patch = Partial<WithdrawalValues>;
const IBAN = 'DE89370400440532013000';
// The rules read only these two fields of an account.
const account = (payment_service: string | null = null, id = 7) =>
  ({ id, payment_service }) as BankAccount;
const plain = account();
const fm = account('free_market');
const v = (over: Patch = {}): WithdrawalValues => ({
  ...withdrawalDefaults(),
  bank_account_id: 7,
  ...over,
});
const change = (start: WithdrawalValues, patch: Patch, acct: BankAccount | null = plain) =>
  applyChange(start, patch, acct);
// Fields left out read as missing (null) for the beneficiary mapping.
const agent = (over: Partial<Beneficiary> = {}) =>
  ({
    id: 11,
    iban: IBAN,
    legal_type: 'company',
    company_name: 'Acme GmbH',
    city: 'Berlin',
    zip_code: '10115',
    bank_swift: 'COBADEFFXXX',
    ...over,
  }) as Beneficiary;
const svc = (customer_iban: string, portal_service: string | null = null, sort = '') =>
  allowedServices({ customer_iban, portal_service, customer_sort_code: sort }).join(' ');
const look = (before: Patch, after: Patch) => lookupsFor(v(before), v(after)).join(' ');

describe('allowed services and protocol', () => {
  it('PP-4.5-02 an IBAN-shaped value allows every service but portal', () => {
    expect(svc(IBAN)).toBe('sepa swift israel fps_chaps');
  });

  it('PP-4.5-03 a value that can no longer become an IBAN allows only swift and israel', () => {
    expect(svc('12345678')).toBe('swift israel');
    expect(svc('DE89 ABCD X')).toBe('swift israel'); // letters where the account digits go
    expect(svc('DE89 3704 0044 0532 0130 00 !')).toBe('swift israel');
  });

  it('PP-4.5-02/03 an empty value or an IBAN still being typed restricts nothing yet', () => {
    expect(svc('')).toBe('sepa swift israel fps_chaps');
    expect(svc('D')).toBe('sepa swift israel fps_chaps');
    expect(svc('DE89 3704 004')).toBe('sepa swift israel fps_chaps');
  });

  it('PP-4.5-12 without an IBAN a sort code also allows fps_chaps', () => {
    expect(svc('12345678', null, '601613')).toBe('swift israel fps_chaps');
  });

  it('PP-4.5-04 a portal service allows only portal, whatever the IBAN', () => {
    expect(svc(IBAN, 'bcb')).toBe('portal');
  });

  it('PP-4.5-06 protocol follows the service (core protocolOf)', () => {
    const next = change(v({ customer_iban: IBAN }), { transfer_service: 'fps_chaps' });
    expect(next.transmission_protocol_id).toBe('FPS_CHAPS'); // recomputed by applyChange
  });
});

describe('applyChange', () => {
  it('PP-4.5-01 spaces are removed from the IBAN, which then counts as IBAN-shaped', () => {
    const next = change(v(), { customer_iban: 'DE89 3704 0044 0532 0130 00' });
    expect(next).toMatchObject({ customer_iban: IBAN, transfer_service: 'sepa' });
    expect(next.iban_transfer_services).toContain('sepa');
    const inter = change(v(), { intermediary_bank_iban: 'GB29 NWBK 6016' });
    expect(inter.intermediary_bank_iban).toBe('GB29NWBK6016');
    const start = v();
    change(start, { customer_iban: 'DE89 3704', transfer_service: 'sepa' });
    expect(start).toEqual(v()); // the input is not mutated
  });

  it('PP-4.5-03 picking sepa for a non-IBAN value moves it into customer_account', () => {
    const start = change(v({ transfer_service: 'swift' }), { customer_iban: '12345678' });
    expect(start).toMatchObject({ customer_iban: '12345678', transfer_service: 'swift' });
    const next = change(start, { transfer_service: 'sepa' });
    expect(next).toMatchObject({ customer_iban: '', customer_account: '12345678' });
    expect(next.transfer_service).toBe('swift');
  });

  it('PP-4.5-03/05 typing a non-IBAN under sepa falls back to swift and keeps the value', () => {
    // Moving on a keystroke would empty the field under the user's cursor: only a pick moves.
    const next = change(change(v(), { customer_iban: IBAN }), { customer_iban: 'ACC 99' });
    expect(next).toMatchObject({ customer_iban: 'ACC99', customer_account: '' });
    expect(next.transfer_service).toBe('swift');
    const typing = change(v(), { customer_iban: 'DE4' });
    expect(typing).toMatchObject({ customer_iban: 'DE4', transfer_service: 'sepa' });
  });

  it('PP-4.5-03 only a sepa pick or an IBAN edit moves the value, and never an empty one', () => {
    const next = change(v({ customer_iban: '12345678' }), { amount: '5' });
    expect(next).toMatchObject({ customer_iban: '12345678', customer_account: '' });
    expect(next.transfer_service).toBe('swift');
    const empty = change(v({ customer_account: 'KEEP' }), { transfer_service: 'sepa' });
    expect(empty.customer_account).toBe('KEEP');
  });

  it('PP-4.5-05 a service no longer allowed falls back to the first allowed one', () => {
    const fps = change(v(), { customer_iban: IBAN, transfer_service: 'fps_chaps' });
    expect(fps.transfer_service).toBe('fps_chaps');
    const next = change(fps, { customer_iban: 'NOTANIBAN' });
    expect(next).toMatchObject({ transfer_service: 'swift', transmission_protocol_id: 'SWIFT' });
    expect(change(v({ portal_service: 'bcb' }), {}).transfer_service).toBe('portal');
    const kept = change(v({ transfer_service: 'israel' }), { customer_iban: IBAN });
    expect(kept.transfer_service).toBe('israel');
  });

  it('PP-4.5-07 choosing individual clears the free-market sector (and so the industry)', () => {
    const start = v({ free_market_sector_id: 1, free_market_industry_id: 2 });
    const next = change(start, { customer_legal_type: 'individual' }, fm);
    expect(next).toMatchObject({ free_market_sector_id: null, free_market_industry_id: null });
    expect(change(start, { amount: '5' }, fm).free_market_sector_id).toBe(1);
  });

  it('PP-4.5-08 changing the sector clears the industry unless both come together', () => {
    const start = v({ free_market_sector_id: 1, free_market_industry_id: 2 });
    expect(change(start, { free_market_sector_id: 3 }, fm).free_market_industry_id).toBeNull();
    const both = change(start, { free_market_sector_id: 3, free_market_industry_id: 8 }, fm);
    expect(both.free_market_industry_id).toBe(8);
    expect(change(start, { amount: '1' }, fm).free_market_industry_id).toBe(2);
  });

  it('PP-4.5-09 switching from a free-market account to a plain one clears free-market fields', () => {
    const fields = { free_market_sector_id: 1, free_market_industry_id: 2 };
    const start = change(v(), { ...fields, free_market_payment_purpose_id: 3 }, fm);
    expect(start.free_market_payment_purpose_id).toBe(3);
    const next = change(start, { bank_account_id: 8 }, account(null, 8));
    expect(next).toMatchObject({ free_market_sector_id: null, free_market_industry_id: null });
    expect(next.free_market_payment_purpose_id).toBeNull();
  });

  it('PP-4.5-10 the BCB code is cleared unless the account is a BCB account', () => {
    const bcb = change(v(), { bcb_purpose_code: 'P10' }, account('bcb'));
    expect(bcb.bcb_purpose_code).toBe('P10');
    const switched = change(bcb, { bank_account_id: 8 }, account('free_market', 8));
    expect(switched.bcb_purpose_code).toBe('');
    expect(change(bcb, {}, null).bcb_purpose_code).toBe('');
  });

  it('PP-4.5-17 with a portal service the patch cannot change locked fields, except the reference', () => {
    const locked = v({ portal_service: 'bcb', customer_account: 'R1', amount: '10' });
    const patch: Patch = { amount: '99', customer_account: 'X', customer_ref_message: 'inv 7' };
    const next = change(locked, { ...patch, portal_service: null });
    expect(next).toMatchObject({ amount: '10', customer_account: 'R1', portal_service: 'bcb' });
    expect(next.customer_ref_message).toBe('inv 7');
    // force is how the prefill itself writes them
    expect(applyChange(locked, { amount: '99' }, plain, { force: true }).amount).toBe('99');
  });

  it('PP-4.5-17 force lets the prefill itself write locked fields', () => {
    const locked = v({ is_flexpsp_deposit: true });
    expect(change(locked, { amount: '99' }).amount).toBe('100');
    expect(applyChange(locked, { amount: '99' }, plain, { force: true }).amount).toBe('99');
  });

  it('PP-4.5-17 portal or flexpsp locks every field but the reference message', () => {
    for (const start of [v({ portal_service: 'bcb' }), v({ is_flexpsp_deposit: true })]) {
      const locked = lockedFields(start);
      for (const f of ['amount', 'customer_iban', 'bank_account_id', 'transfer_service'] as const) {
        expect(locked.has(f), f).toBe(true);
      }
      expect(locked.has('customer_ref_message')).toBe(false);
    }
    expect(lockedFields(v()).size).toBe(0);
  });
});

describe('applyBeneficiary', () => {
  it('PP-4.5-11 selecting a beneficiary fills customer and bank fields and selects it', () => {
    const next = applyBeneficiary(v({ bank_name: 'old' }), agent(), plain);
    expect(next).toMatchObject({ customer_iban: IBAN, customer_name: 'Acme GmbH' });
    expect(next).toMatchObject({ customer_city: 'Berlin', customer_post_code: '10115' });
    expect(next).toMatchObject({ bank_swift: 'COBADEFFXXX', bank_name: '', selected_agent_id: 11 });
    expect(next.transfer_service).toBe('sepa');
  });

  it('PP-4.5-12 a beneficiary without IBAN but with a sort code selects fps_chaps', () => {
    const fps = agent({ iban: null, sort_code: '601613', bank_account: '31926819' });
    const next = applyBeneficiary(v(), fps, plain);
    expect(next).toMatchObject({ transfer_service: 'fps_chaps', customer_account: '31926819' });
    expect(next.transmission_protocol_id).toBe('FPS_CHAPS');
    // A later unrelated change keeps it (the sort code keeps fps_chaps allowed).
    expect(change(next, { amount: '5' }).transfer_service).toBe('fps_chaps');
  });

  it('PP-4.5-12 a beneficiary without IBAN or sort code selects swift', () => {
    const next = applyBeneficiary(v({ customer_iban: IBAN }), agent({ iban: '' }), plain);
    expect(next).toMatchObject({ transfer_service: 'swift', customer_iban: '' });
  });

  it('PP-4.5-13 deselecting resets payee fields, agent ids and the legal type', () => {
    const chosen = applyBeneficiary(v(), agent({ legal_type: 'individual', first_name: 'Jo' }), fm);
    expect(chosen).toMatchObject({ customer_legal_type: 'individual', customer_first_name: 'Jo' });
    const next = applyBeneficiary({ ...chosen, amount: '42' }, null, fm);
    expect(next).toMatchObject({ customer_iban: '', customer_first_name: '', bank_swift: '' });
    expect(next).toMatchObject({ customer_legal_type: 'company', selected_agent_id: null });
    expect(next.amount).toBe('42');
  });

  it('PP-4.5-17 a beneficiary cannot overwrite a portal prefill', () => {
    const portal = v({ portal_service: 'bcb', customer_account: 'R1' });
    const next = applyBeneficiary(portal, agent(), plain);
    expect(next).toMatchObject({ customer_iban: '', customer_account: 'R1' });
    expect(next.selected_agent_id).toBeNull();
  });
});

describe('lookups', () => {
  it('PP-4.5-14 a new IBAN-shaped IBAN or a full swift asks for bank lookups', () => {
    expect(look({}, { customer_iban: IBAN })).toBe('bank-by-iban beneficiary-by-iban');
    expect(look({}, { customer_iban: 'DE89' })).toBe('');
    expect(look({ customer_iban: IBAN }, { customer_iban: IBAN })).toBe('');
    // swift lookups need 8 or 11 characters
    expect(look({}, { bank_swift: 'COBADEFF' })).toBe('bank-by-swift');
    expect(look({}, { bank_swift: 'COBADEFFXXX' })).toBe('bank-by-swift');
    expect(look({}, { bank_swift: 'COBADEF' })).toBe('');
    expect(look({}, { intermediary_bank_swift: 'DEUTDEFF' })).toBe('intermediary-by-swift');
  });

  it('PP-4.5-15 no beneficiary lookup with a portal service or a selected beneficiary', () => {
    expect(look({}, { customer_iban: IBAN, portal_service: 'bcb' })).toBe('bank-by-iban');
    expect(look({}, { customer_iban: IBAN, selected_agent_id: 3 })).toBe('bank-by-iban');
  });

  const details = { bank_swift: 'COBADEFFXXX', bank_name: 'Commerzbank', bank_address: null };
  const found = { ...details, bank_city: 'Frankfurt', bank_country: 'DE' };

  it('PP-4.5-14 bank details fill bank or intermediary fields; lacking values keep the old', () => {
    const next = applyBankDetails(v({ bank_address: 'Kai', bank_name: 'old' }), found, 'bank');
    expect(next).toMatchObject({ bank_swift: 'COBADEFFXXX', bank_name: 'Commerzbank' });
    expect(next).toMatchObject({ bank_address: 'Kai', intermediary_bank_name: '' });
    const inter = applyBankDetails(v(), found, 'intermediary');
    expect(inter).toMatchObject({ intermediary_bank_swift: 'COBADEFFXXX', bank_swift: '' });
    expect(inter.intermediary_bank_city).toBe('Frankfurt');
  });

  it('PP-4.5-17 bank details never touch locked fields', () => {
    const next = applyBankDetails(v({ is_flexpsp_deposit: true, bank_name: 'P' }), found, 'bank');
    expect(next.bank_name).toBe('P');
  });
});

describe('grand total and errors', () => {
  it('PP-4.5-18 the body carries the fields the fee depends on, amount as given', () => {
    const body = grandTotalBody(v({ customer_iban: IBAN, amount: '0.30' }));
    expect(body).toMatchObject({ bank_account_id: 7, amount: '0.30', customer_iban: IBAN });
    const fields = ['bank_account_id', 'amount', 'transfer_service', 'customer_iban'];
    expect(GRAND_TOTAL_FIELDS).toEqual(expect.arrayContaining(fields));
  });

  it('PP-4.5-19 no body without account, positive amount or payee', () => {
    expect(grandTotalBody(v({ customer_iban: IBAN, bank_account_id: null }))).toBeNull();
    for (const amount of ['', '0', '0.00', '-5', 'abc', '1e3', '.5']) {
      expect(grandTotalBody(v({ customer_iban: IBAN, amount })), amount).toBeNull();
    }
    expect(grandTotalBody(v())).toBeNull();
    expect(grandTotalBody(v({ customer_account: '123' }))).not.toBeNull();
  });

  it('PP-5-03 returns the topmost field on screen that has an error', () => {
    const errors = { customer_ref_message: 'Too long', bank_swift: 'Bad', customer_iban: 'Bad' };
    expect(firstErrorField(errors)).toBe('customer_iban');
    const indexed = { 'bank_swift.0': 'Bad', customer_ref_message: 'x' };
    expect(firstErrorField(indexed)).toBe('bank_swift');
  });

  it('PP-5-03 ignores empty messages and unknown keys; null without errors', () => {
    expect(firstErrorField({ amount: '', customer_city: 'Required' })).toBe('customer_city');
    expect(firstErrorField({ message: 'x' })).toBeNull();
    expect(firstErrorField({})).toBeNull();
    expect(`${FIELD_ORDER[0]} ${FIELD_ORDER.at(-1)}`).toBe('bank_account_id customer_ref_message');
    expect(new Set(FIELD_ORDER).size).toBe(FIELD_ORDER.length);
  });
});
