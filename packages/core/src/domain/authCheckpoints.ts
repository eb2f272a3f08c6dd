/**
 * Status of a sign-in checkpoint (AC-7admin-09): a blocked one refuses sign-ins. Zod-free,
 * so a screen's filter takes it without the contract's schemas in its download.
 */
export const AUTH_CHECKPOINT_STATUSES = ['active', 'blocked'] as const;

/**
 * The action the toggle of a checkpoint in `status` offers: a blocked checkpoint is
 * unblocked, anything else (active, or a status this client does not know) is blocked,
 * which is what the server's toggle does with it.
 */
export function checkpointAction(status: string): 'block' | 'unblock' {
  return status === 'blocked' ? 'unblock' : 'block';
}
