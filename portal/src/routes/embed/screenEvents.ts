import { eventName } from '@flexportal/elements/frame';

/** Sends one screen event to the host window (the frame bridge's `event` message). */
export type SendEvent = (name: string, detail: unknown) => void;

/**
 * Callback props for every event the screen's element declares (`onSubmitted`, ...), each
 * forwarding to the host as the element would fire it (`submitted`). The detail goes as
 * plain JSON: a function or a class instance in it would make postMessage throw.
 */
export function screenEventProps(
  declared: Readonly<Record<string, unknown>>,
  send: SendEvent,
): Record<string, (detail?: unknown) => void> {
  const props: Record<string, (detail?: unknown) => void> = {};
  for (const prop of Object.keys(declared)) {
    props[prop] = (detail) => send(eventName(prop), JSON.parse(JSON.stringify(detail ?? null)));
  }
  return props;
}
