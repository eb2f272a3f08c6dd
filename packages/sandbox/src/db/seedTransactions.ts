import { insertTransaction, post, systemAccount } from '../ledger/post.js';
import { toUnits } from '../lib/decimal.js';
import type { SeedIds, SeedTx } from './seedAccounts.js';
import { seedStatusChange } from './seedHistory.js';

/**
 * The seeded money moves after the opening balances: transfer, exchange, withdrawals in
 * every mode, crypto withdrawal, card payout, crypto buy and deposit, an import row, and
 * one Globex withdrawal so scoping tests have foreign rows to try.
 */
export async function seedTransactions(tx: SeedTx, ids: SeedIds): Promise<void> {
  const acme = ids.companyIds.get('acme') as number;
  const mia = ids.userIds.get('manager@acme.test') as number;
  const acc = (key: string) => ids.accountIds.get(key) as number;
  const sys = (kind: 'external' | 'fees' | 'fx', currency: string) =>
    systemAccount(tx, kind, currency);

  // A settled internal transfer.
  let id = await insertTransaction(tx, {
    companyId: acme,
    userId: mia,
    type: 'transfer',
    status: 'settled',
    bankAccountId: acc('acme-eur'),
    toAccountId: acc('acme-eur-fm'),
    currency: 'EUR',
    amount: '500.00',
    protocol: 'INTERNAL',
  });
  await post(tx, id, [
    { accountId: acc('acme-eur'), currency: 'EUR', units: -toUnits('500') },
    { accountId: acc('acme-eur-fm'), currency: 'EUR', units: toUnits('500') },
  ]);
  // A settled exchange EUR -> USD at 1.0842, 0.5 % fee.
  id = await insertTransaction(tx, {
    companyId: acme,
    userId: mia,
    type: 'exchange',
    status: 'settled',
    bankAccountId: acc('acme-eur'),
    toAccountId: acc('acme-usd'),
    currency: 'EUR',
    amount: '1000.00',
    exchangeFee: '5.00',
    toCurrency: 'USD',
    toAmount: '1084.20',
    rate: '1.0842',
    protocol: 'INTERNAL',
  });
  await post(tx, id, [
    { accountId: acc('acme-eur'), currency: 'EUR', units: -toUnits('1005') },
    { accountId: await sys('fx', 'EUR'), currency: 'EUR', units: toUnits('1000') },
    { accountId: await sys('fees', 'EUR'), currency: 'EUR', units: toUnits('5') },
    { accountId: await sys('fx', 'USD'), currency: 'USD', units: -toUnits('1084.2') },
    { accountId: acc('acme-usd'), currency: 'USD', units: toUnits('1084.2') },
  ]);
  // Withdrawals in every mode: progress (sent), api (awaiting admin action), denied
  // (debited then returned), settled.
  const beneficiary = {
    customer_name: 'Wayne Enterprises',
    customer_iban: 'DE44500105175407324931',
    bank_swift: 'INGDDEFFXXX',
    bank_name: 'ING',
    customer_country: 'DE',
  };
  for (const [status, amount] of [
    ['progress', '250.00'],
    ['api', '120.00'],
    ['denied', '75.00'],
    ['settled', '300.00'],
  ] as const) {
    // Created in progress; the other modes are a status change (with a history line).
    id = await insertTransaction(tx, {
      companyId: acme,
      userId: mia,
      type: 'withdrawal',
      status: 'progress',
      bankAccountId: acc('acme-eur'),
      currency: 'EUR',
      amount,
      fee: '1.00',
      protocol: 'SEPA',
      customer: beneficiary,
    });
    const total = toUnits(amount) + toUnits('1');
    await post(tx, id, [
      { accountId: acc('acme-eur'), currency: 'EUR', units: -total },
      { accountId: await sys('external', 'EUR'), currency: 'EUR', units: toUnits(amount) },
      { accountId: await sys('fees', 'EUR'), currency: 'EUR', units: toUnits('1') },
    ]);
    if (status !== 'progress') await seedStatusChange(tx, id, status, mia);
    if (status === 'denied') {
      await post(tx, id, [
        { accountId: acc('acme-eur'), currency: 'EUR', units: total },
        { accountId: await sys('external', 'EUR'), currency: 'EUR', units: -toUnits(amount) },
        { accountId: await sys('fees', 'EUR'), currency: 'EUR', units: -toUnits('1') },
      ]);
    }
  }
  // A crypto withdrawal in progress.
  id = await insertTransaction(tx, {
    companyId: acme,
    userId: mia,
    type: 'withdraw_crypto',
    status: 'progress',
    bankAccountId: acc('acme-btc'),
    currency: 'BTC',
    amount: '0.01000000',
    protocol: 'CRYPTO',
    customer: { wallet: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh', network: 'bitcoin' },
  });
  await post(tx, id, [
    { accountId: acc('acme-btc'), currency: 'BTC', units: -toUnits('0.01') },
    { accountId: await sys('external', 'BTC'), currency: 'BTC', units: toUnits('0.01') },
  ]);
  // Globex: one transfer, so scoping tests have foreign rows to try.
  const globex = ids.companyIds.get('globex') as number;
  id = await insertTransaction(tx, {
    companyId: globex,
    userId: ids.userIds.get('manager@globex.test') ?? null,
    type: 'withdrawal',
    status: 'settled',
    bankAccountId: acc('globex-eur'),
    currency: 'EUR',
    amount: '100.00',
    fee: '1.00',
    protocol: 'SEPA',
    customer: beneficiary,
  });
  await post(tx, id, [
    { accountId: acc('globex-eur'), currency: 'EUR', units: -toUnits('101') },
    { accountId: await sys('external', 'EUR'), currency: 'EUR', units: toUnits('100') },
    { accountId: await sys('fees', 'EUR'), currency: 'EUR', units: toUnits('1') },
  ]);

  await seedNewKinds(tx, ids);
}

/**
 * Acme's card payout (in progress), crypto buy (settled, USD -> ETH at the inverse of
 * ETH/USD 3383.3, 0.5 % fee), crypto deposit (pending, then settled) and one import row
 * (in progress): "transactions in every mode" of issue 4.
 */
async function seedNewKinds(tx: SeedTx, ids: SeedIds): Promise<void> {
  const acme = ids.companyIds.get('acme') as number;
  const mia = ids.userIds.get('manager@acme.test') as number;
  const acc = (key: string) => ids.accountIds.get(key) as number;
  const sys = (kind: 'external' | 'fees' | 'fx', currency: string) =>
    systemAccount(tx, kind, currency);
  const units = toUnits;

  // Card payout: 200.00 with the 1 % card fee (minimum 1.00).
  let id = await insertTransaction(tx, {
    companyId: acme,
    userId: mia,
    type: 'card',
    status: 'progress',
    bankAccountId: acc('acme-eur'),
    currency: 'EUR',
    amount: '200.00',
    fee: '2.00',
    protocol: 'CARD',
    customer: { card_holder: 'Mia Manager', card_number: '**** 4242' },
  });
  await post(tx, id, [
    { accountId: acc('acme-eur'), currency: 'EUR', units: -units('202') },
    { accountId: await sys('external', 'EUR'), currency: 'EUR', units: units('200') },
    { accountId: await sys('fees', 'EUR'), currency: 'EUR', units: units('2') },
  ]);

  // Crypto buy: 500.00 USD into Acme ETH, credited through the FX accounts.
  id = await insertTransaction(tx, {
    companyId: acme,
    userId: mia,
    type: 'buy_crypto',
    status: 'settled',
    bankAccountId: acc('acme-usd'),
    toAccountId: acc('acme-eth'),
    currency: 'USD',
    amount: '500.00',
    exchangeFee: '2.50',
    toCurrency: 'ETH',
    toAmount: '0.14778471',
    rate: '0.00029556941447699',
    protocol: 'CRYPTO_EXCHANGE',
    customer: {
      wallet: '0x52908400098527886E0F7030069857D2E4169EE7',
      wallet_name: 'Treasury ETH',
      network: 'ethereum',
    },
  });
  await post(tx, id, [
    { accountId: acc('acme-usd'), currency: 'USD', units: -units('502.5') },
    { accountId: await sys('fees', 'USD'), currency: 'USD', units: units('2.5') },
    { accountId: await sys('fx', 'USD'), currency: 'USD', units: units('500') },
    { accountId: await sys('fx', 'ETH'), currency: 'ETH', units: -units('0.14778471') },
    { accountId: acc('acme-eth'), currency: 'ETH', units: units('0.14778471') },
  ]);

  // Crypto deposit of 250 USDT: created pending, then confirmed (history shows both).
  id = await insertTransaction(tx, {
    companyId: acme,
    userId: mia,
    type: 'receive_crypto',
    status: 'progress',
    toAccountId: acc('acme-usdt'),
    currency: 'USDT',
    amount: '250.000000',
    protocol: 'CRYPTO',
    customer: { network: 'ethereum', is_crypto_auto_sell: false },
  });
  await post(tx, id, [
    { accountId: await sys('external', 'USDT'), currency: 'USDT', units: -units('250') },
    { accountId: acc('acme-usdt'), currency: 'USDT', units: units('250') },
  ]);
  await seedStatusChange(tx, id, 'settled', mia);

  // One row of a bulk import: a SEPA withdrawal from EUR with the 1.00 fee.
  id = await insertTransaction(tx, {
    companyId: acme,
    userId: mia,
    type: 'import',
    status: 'progress',
    bankAccountId: acc('acme-eur'),
    currency: 'EUR',
    amount: '75.00',
    fee: '1.00',
    protocol: 'SEPA',
    customer: { customer_name: 'Northwind Traders', customer_iban: 'DE44500105175407324931' },
  });
  await post(tx, id, [
    { accountId: acc('acme-eur'), currency: 'EUR', units: -units('76') },
    { accountId: await sys('external', 'EUR'), currency: 'EUR', units: units('75') },
    { accountId: await sys('fees', 'EUR'), currency: 'EUR', units: units('1') },
  ]);
}
