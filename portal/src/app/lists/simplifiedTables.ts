import { useStore } from 'zustand';
import { themeStore } from '../theme/themeStore.js';

/**
 * The theme whose tables show the simplified column set (AC-3-38 names "one theme"; the
 * build theme `{product}` is the only one the spec sets apart, AC-1-04).
 */
const SIMPLIFIED_TABLES_THEME = '{product}';

/** Whether tables of the given theme use the simplified column set. */
export const usesSimplifiedTables = (theme: string): boolean => theme === SIMPLIFIED_TABLES_THEME;

/** Whether the active theme's tables use the simplified column set. */
export function useSimplifiedTables(): boolean {
  return useStore(themeStore, (s) => usesSimplifiedTables(s.activeTheme));
}
