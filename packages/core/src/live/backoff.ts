/** Reconnect base delay (PP-9-10). */
export const RECONNECT_BASE_MS = 1500;
/** Reconnect delay cap before jitter (PP-9-10). */
export const RECONNECT_MAX_MS = 30_000;
/** Up to this much random jitter is added (PP-9-10). */
export const RECONNECT_JITTER_MS = 1000;

/**
 * Delay before reconnect attempt `attempt` (0-based): 1.5 s doubling, capped at 30 s, plus
 * up to 1 s jitter (PP-9-10). `random` returns [0, 1).
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(RECONNECT_BASE_MS * 2 ** Math.max(0, attempt), RECONNECT_MAX_MS);
  return base + Math.floor(random() * RECONNECT_JITTER_MS);
}
