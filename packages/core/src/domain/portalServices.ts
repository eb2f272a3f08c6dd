import { PORTAL_SERVICES } from './portalServiceNames.js';

/** A portal service's standing for the company: signed up, open to sign up, or closed. */
export type PortalServiceStatus = 'attached' | 'available' | 'unavailable';

/** One row of the portal services screen. */
export interface PortalServiceRow {
  name: string;
  status: PortalServiceStatus;
}

type ServiceStates = Record<string, { is_attached?: boolean; is_allowed?: boolean } | undefined>;

/**
 * The services a company sees (AC-3-29): the fourteen in the spec's order, then any other
 * the server names (a newer server's fifteenth), each with its status from `portal_services`.
 */
export function portalServiceRows(states: ServiceStates | null | undefined): PortalServiceRow[] {
  const known = PORTAL_SERVICES as readonly string[];
  const names = [...known, ...Object.keys(states ?? {}).filter((n) => !known.includes(n))];
  return names.map((name) => {
    const state = states?.[name];
    const status: PortalServiceStatus = state?.is_attached
      ? 'attached'
      : state?.is_allowed
        ? 'available'
        : 'unavailable';
    return { name, status };
  });
}

/** The theme (and portal provider) whose portal services default to {product} (AC-1-04). */
const IBANFLEX = 'ibanflex';
/** The second brand key as the code writes it, the spec's `{product}` (AC-1-04). */
const PRODUCT = '{product}';

/**
 * The portal services route's default parameter (AC-2manager-05): ibanflex, or {product} on
 * the ibanflex theme. Read literally: the active theme `ibanflex` (the default theme, AC-1-04)
 * gives `{product}`; any other theme gives `ibanflex`.
 */
export function defaultPortalService(activeTheme: string): string {
  return activeTheme === IBANFLEX ? PRODUCT : IBANFLEX;
}

/**
 * The service the screen opens on: the one the route names when the company sees it, else
 * the first it is signed up to, else the first open to sign up, else the first. A provider
 * name (the route's default, `defaultPortalService`) names no service, so it opens the same way.
 */
export function selectedPortalService(
  requested: string | null | undefined,
  rows: readonly PortalServiceRow[],
): string | null {
  const named = rows.find((r) => r.name === requested);
  if (named) return named.name;
  return (
    rows.find((r) => r.status === 'attached')?.name ??
    rows.find((r) => r.status === 'available')?.name ??
    rows[0]?.name ??
    null
  );
}

/**
 * A server-given address as a link or a tab to open, or null: only http(s), so a server's
 * answer can never run script in the page (a `javascript:` url).
 */
export function safeWebUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  try {
    const parsed = new URL(value);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.toString() : null;
  } catch {
    return null;
  }
}

/** The sign-in url of a remote portal (AC-7mgr-32) to open in a new tab, or null. */
export const safeSignInUrl = (answer: unknown): string | null =>
  safeWebUrl((answer as { url?: unknown } | null)?.url);

/** An account the company holds, as far as an auto-transfer target needs it. */
interface TargetAccount {
  id: number;
  name: string;
  currency: string;
  currency_unit?: { currency_type?: string } | null;
}

/**
 * Where what arrives at a remote account may move on to: the company's fiat accounts in the
 * remote account's currency.
 */
export function autoTransferTargets<A extends TargetAccount>(
  accounts: readonly A[],
  remoteCurrency: string | undefined,
): A[] {
  return accounts.filter(
    (a) => a.currency === remoteCurrency && (a.currency_unit?.currency_type ?? 'fiat') === 'fiat',
  );
}
