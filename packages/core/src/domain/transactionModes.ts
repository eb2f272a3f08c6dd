// Zod-free on purpose: screens import the lists without the schemas; contract/enums.ts
// builds its schema from the same list.

/** PP-3.2 transaction list modes (api = Admin Action Required). */
export const TRANSACTION_MODES = Object.freeze(['api', 'settled', 'progress', 'denied'] as const);

/** The modes of a manager's lists, in menu order (PP-2.3-09: api is the administrators'). */
export const MANAGER_TRANSACTION_MODES = Object.freeze(['settled', 'progress', 'denied'] as const);

/** One mode of a manager's list. */
export type ManagerTransactionMode = (typeof MANAGER_TRANSACTION_MODES)[number];

/** The mode to list: the given one when a manager may list it, else settled. */
export function managerTransactionMode(mode: string | undefined): ManagerTransactionMode {
  return (MANAGER_TRANSACTION_MODES as readonly string[]).includes(mode ?? '')
    ? (mode as ManagerTransactionMode)
    : 'settled';
}

/** One mode of an administrator's list (AC-2admin-05: api is "Admin Action Required"). */
export type AdminTransactionMode = (typeof TRANSACTION_MODES)[number];

/** The mode an administrator lists: the given one when it is a mode, else api. */
export function adminTransactionMode(mode: string | undefined): AdminTransactionMode {
  return (TRANSACTION_MODES as readonly string[]).includes(mode ?? '')
    ? (mode as AdminTransactionMode)
    : 'api';
}
