import { PORTAL_SERVICES } from '@flexportal/core/contract';
import type { Deps } from '../http/env.js';
import { ApiError } from '../http/errors.js';

/** 503 + X-Remote-Portal-Status when a portal service a call goes through is off (PP-8-03). */
export function checkPortals(deps: Deps, services: Array<string | null | undefined>): void {
  for (const service of services) {
    if (service && deps.config.portalsDown.has(service)) {
      throw new ApiError(
        503,
        'Remote portal is unavailable. Please try again later',
        {},
        { 'X-Remote-Portal-Status': `${service}:unavailable` },
      );
    }
  }
}

/** True for one of the fourteen portal services of AC-3-29. */
export const isPortalService = (service: string): boolean =>
  (PORTAL_SERVICES as readonly string[]).includes(service);

/** The currencies a simulated portal holds accounts in: its name says so, or EUR and USD. */
function currenciesOf(service: string): string[] {
  if (service.endsWith('_gbp')) return ['GBP'];
  if (service.endsWith('_eur')) return ['EUR'];
  return ['EUR', 'USD'];
}

/** One account of a simulated remote portal (AC-3-28), before its auto-transfer is joined. */
export interface SimulatedRemoteAccount {
  id: string;
  name: string;
  currency: string;
  iban: string;
  balance: string;
}

/**
 * The accounts a company holds at a simulated remote portal: fixed per service and company,
 * so a test and a user see the same ones every time.
 */
export function simulatedRemoteAccounts(
  service: string,
  companyId: number,
): SimulatedRemoteAccount[] {
  return currenciesOf(service).map((currency, i) => {
    const number = String(companyId * 100 + i + 1).padStart(10, '0');
    return {
      id: `${service}-${companyId}-${currency.toLowerCase()}`,
      name: `${service.replaceAll('_', ' ')} ${currency}`,
      currency,
      iban: `GB${String(10 + (companyId % 80)).padStart(2, '0')}SNDB${number.slice(-4)}${number}`,
      balance: i === 0 ? '1250.00' : '0.00',
    };
  });
}
