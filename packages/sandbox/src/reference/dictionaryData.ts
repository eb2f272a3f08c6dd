import { createHash } from 'node:crypto';
import { PAYMENT_SERVICE_STATUSES } from '@flexportal/core';
import {
  type DictionaryFiles,
  type DictionaryName,
  PORTAL_SERVICES,
} from '@flexportal/core/contract';
import { CRYPTO_CURRENCIES, FIAT_CURRENCIES } from '../db/seed.js';
import { COUNTRIES } from './countries.js';

const SECTORS = [
  {
    id: 1,
    name: 'Retail',
    industries: [
      { id: 11, name: 'E-commerce' },
      { id: 12, name: 'Grocery' },
    ],
  },
  {
    id: 2,
    name: 'Technology',
    industries: [
      { id: 21, name: 'Software' },
      { id: 22, name: 'Hardware' },
    ],
  },
  {
    id: 3,
    name: 'Services',
    industries: [
      { id: 31, name: 'Consulting' },
      { id: 32, name: 'Logistics' },
    ],
  },
];

/** The dictionaries the sandbox serves (AC-3 Dictionaries; contents are sandbox data). */
export const DICTIONARIES: DictionaryFiles = {
  countries: [...COUNTRIES],
  fiat_currencies: FIAT_CURRENCIES.map((value) => ({ value, is_enabled: true })),
  crypto_currencies: CRYPTO_CURRENCIES.map((value) => ({ value, is_enabled: true })),
  crypto_networks: { BTC: ['bitcoin'], ETH: ['ethereum'], USDT: ['ethereum'], TRX: ['tron'] },
  company_features: ['affiliation', 'crypto', 'portals', 'psp_portal', 'create_accounts'],
  free_market_sectors: SECTORS,
  free_market_payment_purposes: {
    EUR: [
      { id: 1, name: 'Goods' },
      { id: 2, name: 'Services' },
      { id: 3, name: 'Salaries' },
    ],
    USD: [
      { id: 4, name: 'Goods' },
      { id: 5, name: 'Services' },
    ],
    GBP: [
      { id: 6, name: 'Goods' },
      { id: 7, name: 'Services' },
    ],
  },
  bcb_purpose_codes: [
    { code: '10101', name: 'Exports of goods' },
    { code: '12001', name: 'Services' },
    { code: '37001', name: 'Family maintenance' },
  ],
  user_roles: ['super-admin', 'admin', 'manager', 'manager-reader'],
  portals: [...PORTAL_SERVICES],
  payment_services: ['free_market', 'bcb'],
  payment_service_statuses: [...PAYMENT_SERVICE_STATUSES],
  legal_types: ['company', 'individual', 'undefined'],
};
/** A short content hash of one dictionary: its file name changes when its data does. */
export const dictionaryVersion = (name: DictionaryName) =>
  createHash('sha256').update(JSON.stringify(DICTIONARIES[name])).digest('hex').slice(0, 10);

/** True when `name` is one of the dictionaries served. */
export const isDictionaryName = (name: string): name is DictionaryName =>
  Object.hasOwn(DICTIONARIES, name);
