import type { RuleUser } from '@flexportal/core';
import type { PortalKey } from '../../i18n/portalTexts.js';

/** What a menu's availability rules read. */
export interface MenuContext {
  user: RuleUser | null;
  /** An administrator token is kept in reserve (impersonation). */
  hasAdminToken: boolean;
  /** The theme shows crypto (AC-2menus-09). */
  themeAllowsCrypto: boolean;
  /** The active theme (brand) key, `ibanflex` by default (AC-1-04). */
  activeTheme: string;
}

/** One menu entry: a label, the named route it opens, and when it shows (AC-2menus). */
export interface MenuItem {
  label: PortalKey;
  /** Route name of the table (`manager.accounts`, …). */
  route: string;
  /** Path parameters of that route, fixed or read from the context (AC-2manager-05). */
  params?:
    | Readonly<Record<string, string>>
    | ((ctx: MenuContext) => Readonly<Record<string, string>>);
  /** Availability rule; the item shows only when it holds. */
  show: (ctx: MenuContext) => boolean;
}

/** The path parameters of `item` in `ctx`. */
export function itemParams(
  item: MenuItem,
  ctx: MenuContext,
): Readonly<Record<string, string>> | undefined {
  return typeof item.params === 'function' ? item.params(ctx) : item.params;
}

/** Items whose rule holds for `ctx`, in order. */
export function visibleItems(items: readonly MenuItem[], ctx: MenuContext): MenuItem[] {
  return items.filter((item) => item.show(ctx));
}
