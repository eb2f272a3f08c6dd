/**
 * The action the toggle of a checkpoint in `status` offers: a blocked checkpoint is
 * unblocked, anything else (active, or a status this client does not know) is blocked,
 * which is what the server's toggle does with it.
 */
export function checkpointAction(status: string): 'block' | 'unblock' {
  return status === 'blocked' ? 'unblock' : 'block';
}
