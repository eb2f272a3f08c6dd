/**
 * How much a column matters when space is short: 1 always shows (the key columns a phone
 * keeps), 2 goes last, 4 first. Columns without one count as 3.
 */
export type ColumnPriority = 1 | 2 | 3 | 4;

/** The priority a column without one has. */
export const DEFAULT_PRIORITY: ColumnPriority = 3;

/**
 * The steps a table tries until its columns fit, narrowest last: nothing hidden, then the
 * lowest priority present hidden, then the next too, never priority 1. Each step lists the
 * priorities it hides. Only priorities some column has make a step.
 */
export function hidingSteps(priorities: readonly (ColumnPriority | undefined)[]): number[][] {
  const present = new Set(priorities.map((p) => p ?? DEFAULT_PRIORITY));
  const hideable = [...present].filter((p) => p > 1).sort((a, b) => b - a);
  return [[], ...hideable.map((_, i) => hideable.slice(0, i + 1))];
}
