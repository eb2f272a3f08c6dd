export type { FrameBridge, FrameBridgeOptions, HostBridge, HostBridgeOptions } from './bridge.js';
export { connectToFrame, connectToHost } from './bridge.js';
export { eventName } from './eventName.js';
export type { Envelope, FrameToHost, HostToFrame } from './protocol.js';
export {
  envelope,
  PROTOCOL,
  PROTOCOL_VERSION,
  parseFrameToHost,
  parseHostToFrame,
} from './protocol.js';
