import { FLEXPSP_DEPOSIT_PAYEE } from '@flexportal/core';
import type { Beneficiary, Transaction } from '@flexportal/core/contract';
import { describe, expect, it } from 'vitest';
import {
  applyQuery,
  beneficiaryPatch,
  fromTransaction,
  TEXT_FIELDS,
  toWithdrawalBody,
  withdrawalDefaults,
} from './withdrawalValues.js';

const tx = (over: Partial<Transaction> = {}): Transaction => ({
  id: 42,
  name: 'TX-42',
  type: 'withdrawal',
  status: 'settled',
  amount: '250.75',
  fee_amount: '1.00',
  total_amount: '251.75',
  currency: 'EUR',
  bank_account_id: 7,
  to_account_id: null,
  transmission_protocol: 'SEPA',
  customer: {
    customer_iban: 'DE89370400440532013000',
    customer_name: 'Acme GmbH',
    customer_legal_type: 'company',
    bank_swift: 'COBADEFFXXX',
  },
  created_at: '2024-01-01T00:00:00.000Z',
  ...over,
});

describe('withdrawalDefaults', () => {
  it('PP-3.3-02 the amount defaults to 100, legal type company, service sepa with protocol SEPA', () => {
    const v = withdrawalDefaults();
    expect(v.amount).toBe('100');
    expect(v.customer_legal_type).toBe('company');
    expect(v.transfer_service).toBe('sepa');
    expect(v.transmission_protocol_id).toBe('SEPA');
    expect(v.iban_transfer_services).toEqual(['sepa', 'swift', 'israel', 'portal', 'fps_chaps']);
  });

  it('PP-3.3-04 every other text field is empty and every id null or flag false', () => {
    const v = withdrawalDefaults();
    for (const f of TEXT_FIELDS) if (f !== 'amount') expect(v[f], f).toBe('');
    expect(v.bank_account_id).toBeNull();
    expect(v.selected_agent_id).toBeNull();
    expect(v.has_intermediary_bank).toBe(false);
    expect(v.is_flexpsp_deposit).toBe(false);
    expect(v.bypass_duplicate_check).toBe(false);
  });

  it('PP-3.3-02 each call returns a fresh object, so one form cannot change another', () => {
    const a = withdrawalDefaults();
    a.iban_transfer_services.push('portal');
    a.amount = '5';
    expect(withdrawalDefaults().amount).toBe('100');
    expect(withdrawalDefaults().iban_transfer_services).toHaveLength(5);
  });
});

describe('toWithdrawalBody', () => {
  const base = { ...withdrawalDefaults(), bank_account_id: 7 };

  it('PP-3.3-01 omits empty strings and nulls, keeps booleans, numbers and the UI list out', () => {
    const body = toWithdrawalBody({ ...base, customer_iban: 'DE89370400440532013000' });
    expect(body).toMatchObject({
      bank_account_id: 7,
      amount: '100',
      customer_iban: 'DE89370400440532013000',
      is_flexpsp_deposit: false,
      bypass_duplicate_check: false,
      transfer_service: 'sepa',
    });
    expect(body).not.toHaveProperty('customer_name');
    expect(body).not.toHaveProperty('to_account_id');
    expect(body).not.toHaveProperty('iban_transfer_services');
  });

  it('PP-3.3-02 a non-numeric amount is sent as 100', () => {
    expect(toWithdrawalBody({ ...base, amount: 'abc' }).amount).toBe('100');
    expect(toWithdrawalBody({ ...base, amount: '' }).amount).toBe('100');
  });

  it('PP-3.3-01 the amount stays the exact decimal string (no float rounding)', () => {
    const amount = '12345678901234567.890123456789';
    expect(toWithdrawalBody({ ...base, amount }).amount).toBe(amount);
    expect(toWithdrawalBody({ ...base, amount: '0.10' }).amount).toBe('0.10');
  });

  it('PP-3.3-01 throws without a bank account', () => {
    expect(() => toWithdrawalBody(withdrawalDefaults())).toThrow(Error);
  });

  it('PP-3.3-05 intermediary bank fields are sent only while has_intermediary_bank is on', () => {
    const v = { ...base, intermediary_bank_swift: 'DEUTDEFF', intermediary_bank_name: 'DB' };
    expect(toWithdrawalBody(v)).not.toHaveProperty('intermediary_bank_swift');
    const on = toWithdrawalBody({ ...v, has_intermediary_bank: true });
    expect(on).toMatchObject({ has_intermediary_bank: true, intermediary_bank_swift: 'DEUTDEFF' });
  });
});

describe('applyQuery', () => {
  it('PP-2.4-03 amt, aid and tid fill amount, bank_account_id and to_account_id', () => {
    const v = applyQuery(withdrawalDefaults(), { amount: '12.5', account_id: 3, to_account_id: 9 });
    expect(v).toMatchObject({ amount: '12.5', bank_account_id: 3, to_account_id: 9 });
  });

  it('PP-2.4-03 an amount that is not numeric falls back to 100', () => {
    const v = applyQuery({ ...withdrawalDefaults(), amount: '7' }, { amount: 'ten' });
    expect(v.amount).toBe('100');
  });

  it('PP-2.4-07 rp and rp_acct set the portal service, its account and the portal service', () => {
    const v = applyQuery(withdrawalDefaults(), {
      portal_service: 'free_market',
      portal_service_remote_account: 'ACC-1',
    });
    expect(v).toMatchObject({
      portal_service: 'free_market',
      customer_account: 'ACC-1',
      transfer_service: 'portal',
      iban_transfer_services: ['portal'],
      transmission_protocol_id: 'PORTAL_TRANSFER',
    });
  });

  it('PP-2.4-10 fx sets is_flexpsp_deposit; the agent (ag) is left to the hook', () => {
    const v = applyQuery(withdrawalDefaults(), { is_flexpsp_deposit: true, agent_id: 5 });
    expect(v.is_flexpsp_deposit).toBe(true);
    expect(v.selected_agent_id).toBeNull();
    expect(v.transfer_service).toBe('sepa');
  });

  it('PP-2.4-10 / PP-4.5-17 fx=1 prefills the provider deposit payee; rp keeps its own', () => {
    const v = applyQuery(withdrawalDefaults(), { is_flexpsp_deposit: true, amount: '40' });
    expect(v).toMatchObject({ ...FLEXPSP_DEPOSIT_PAYEE, amount: '40', transfer_service: 'sepa' });
    const both = applyQuery(withdrawalDefaults(), {
      is_flexpsp_deposit: true,
      portal_service: 'free_market',
      portal_service_remote_account: 'ACC-1',
    });
    expect(both).toMatchObject({ customer_account: 'ACC-1', customer_iban: '' });
  });

  it('PP-2.4-04 an empty query changes nothing and does not mutate its input', () => {
    const before = { ...withdrawalDefaults(), amount: '55', bank_account_id: 2 };
    const copy = structuredClone(before);
    expect(applyQuery(before, {})).toEqual(copy);
    expect(before).toEqual(copy);
  });
});

describe('fromTransaction', () => {
  it('PP-3.2-08 repeat fills payee, amount, account and service from the original', () => {
    const v = fromTransaction(withdrawalDefaults(), tx(), 'repeat');
    expect(v).toMatchObject({
      customer_iban: 'DE89370400440532013000',
      customer_name: 'Acme GmbH',
      bank_swift: 'COBADEFFXXX',
      amount: '250.75',
      bank_account_id: 7,
      transfer_service: 'sepa',
      original_transaction_id: 42,
    });
  });

  it('PP-3.2-08 return also records the original transaction id', () => {
    const v = fromTransaction(withdrawalDefaults(), tx({ id: 99 }), 'return');
    expect(v.original_transaction_id).toBe(99);
    expect(v.customer_name).toBe('Acme GmbH');
  });

  it('PP-3.2-08 returning an incoming payment pays its payer from the account it arrived on', () => {
    const v = fromTransaction(
      withdrawalDefaults(),
      tx({
        id: 5,
        type: 'deposit',
        status: 'settled',
        bank_account_id: null,
        to_account_id: 3,
        transmission_protocol: 'FPS_CHAPS',
        customer: { name: 'Northwind Traders', reference: 'INV-1001' },
      }),
      'return',
    );
    expect(v).toMatchObject({
      customer_name: 'Northwind Traders',
      bank_account_id: 3,
      transfer_service: 'fps_chaps',
      original_transaction_id: 5,
    });
  });

  it('PP-3.2-08 legal type, service from the protocol and intermediary fields are restored', () => {
    const v = fromTransaction(
      withdrawalDefaults(),
      tx({
        transmission_protocol: 'FPS_CHAPS',
        customer: {
          customer_legal_type: 'individual',
          customer_first_name: 'Ann',
          customer_sort_code: '123456',
          intermediary_bank_swift: 'DEUTDEFF',
          unrelated: 'x',
        },
      }),
      'repeat',
    );
    expect(v).toMatchObject({
      customer_legal_type: 'individual',
      customer_first_name: 'Ann',
      transfer_service: 'fps_chaps',
      has_intermediary_bank: true,
      intermediary_bank_swift: 'DEUTDEFF',
    });
    expect(v).not.toHaveProperty('unrelated');
  });

  it('PP-3.2-08 an explicit transfer_service beats the protocol (israel travels as SWIFT)', () => {
    const t = { ...tx({ transmission_protocol: 'SWIFT' }), transfer_service: 'israel' };
    expect(fromTransaction(withdrawalDefaults(), t, 'repeat').transfer_service).toBe('israel');
  });

  it('PP-3.3-02 a transaction without customer record keeps the payee and copies the amount', () => {
    const start = { ...withdrawalDefaults(), customer_name: 'Kept' };
    const v = fromTransaction(
      start,
      tx({ customer: null, amount: '0.000000000000000001' }),
      'repeat',
    );
    expect(v.customer_name).toBe('Kept');
    expect(v.amount).toBe('0.000000000000000001');
  });
});

describe('beneficiaryPatch', () => {
  const agent: Beneficiary = {
    id: 11,
    bank_account_id: null,
    iban: 'GB29 NWBK 6016 1331 9268 19',
    legal_type: 'individual',
    company_name: null,
    first_name: 'Jo',
    last_name: 'Bloggs',
    country: 'GB',
    city: 'London',
    street: 'High St',
    building_number: '1',
    building_name: null,
    zip_code: 'N1 1AA',
    sort_code: '601613',
    free_market_sector_id: 3,
    free_market_industry_id: 4,
    bank_account: '31926819',
    bank_swift: 'NWBKGB2L',
    bank_name: 'NatWest',
    bank_country: 'GB',
    bank_city: 'London',
    bank_address: '250 Bishopsgate',
  };

  it('PP-3.1-10 maps every beneficiary field onto the form, spaces removed from the IBAN', () => {
    expect(beneficiaryPatch(agent)).toMatchObject({
      customer_iban: 'GB29NWBK60161331926819',
      customer_legal_type: 'individual',
      customer_name: '',
      customer_post_code: 'N1 1AA',
      customer_sort_code: '601613',
      customer_account: '31926819',
      bank_address: '250 Bishopsgate',
      free_market_industry_id: 4,
      selected_agent_id: 11,
    });
  });

  it('PP-3.1-10 an unknown legal type leaves the form legal type alone', () => {
    expect(beneficiaryPatch({ ...agent, legal_type: 'undefined' })).not.toHaveProperty(
      'customer_legal_type',
    );
  });

  it('PP-4.5-13 null resets payee fields, agent ids and legal type but not the account', () => {
    const p = beneficiaryPatch(null);
    expect(p).toMatchObject({ customer_iban: '', bank_swift: '', customer_legal_type: 'company' });
    expect(p).toMatchObject({ selected_agent_id: null, free_market_sector_id: null });
    expect(p).not.toHaveProperty('amount');
    expect(p).not.toHaveProperty('bank_account_id');
    expect(p).not.toHaveProperty('intermediary_bank_swift');
  });
});
