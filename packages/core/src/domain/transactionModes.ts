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
