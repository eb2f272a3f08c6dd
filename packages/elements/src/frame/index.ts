/** @public in the signatures of connectToFrame and connectToHost (docs/protocol.md) */
export type { FrameBridge, FrameBridgeOptions, HostBridge, HostBridgeOptions } from './bridge.js';
export {
  /** @public shown in docs/protocol.md */
  connectToFrame,
  connectToHost,
} from './bridge.js';
/** @public a screen's event prop as the DOM event frames send (`onOtpRequired` → `otprequired`) */
export { eventName } from './eventName.js';
/** @public what the portal's /embed page sends its screen's events with */
export type { SendEvent } from './frameEventProps.js';
export { frameEventProps } from './frameEventProps.js';
/** @public the messages of docs/protocol.md */
export type {
  ContextMessage,
  Envelope,
  ErrorMessage,
  EventMessage,
  FrameToHost,
  HostToFrame,
  LocaleMessage,
  MessagesMessage,
  ReadyMessage,
  RefreshMessage,
  ResizeMessage,
  ThemeMessage,
} from './protocol.js';
/** @public the stamps of every message (docs/protocol.md) */
export { envelope, PROTOCOL, PROTOCOL_VERSION } from './protocol.js';
