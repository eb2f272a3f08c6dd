import { eventName } from './eventName.js';

/** Sends one screen event to the host window (the frame bridge's `event` message). */
export type SendEvent = (name: string, detail: unknown) => void;

/**
 * The frame end of a screen's events: callback props for every event the screen's element
 * declares (`onSubmitted`, ...), each forwarding to the host as the element would fire it
 * (`submitted`); the framed element on the host page re-dispatches it. The detail goes as
 * plain JSON: a function or a class instance in it would make postMessage throw. The
 * portal's `/embed/<name>` uses it; `eventModes.test.ts` checks all four modes agree.
 */
export function frameEventProps(
  declared: Readonly<Record<string, unknown>>,
  send: SendEvent,
): Record<string, (detail?: unknown) => void> {
  const props: Record<string, (detail?: unknown) => void> = {};
  for (const prop of Object.keys(declared)) {
    props[prop] = (detail) => send(eventName(prop), JSON.parse(JSON.stringify(detail ?? null)));
  }
  return props;
}
