/** @public in avatarKind's and avatarProblem's signatures */
export type { AvatarProblem, AvatarType } from './avatarRules.js';
/** @public avatar rules (PP-7.2-15, AC-7admin-04): the profile's check before an upload, the server's by content */
export { AVATAR_MAX_BYTES, AVATAR_TYPES, avatarKind, avatarProblem } from './avatarRules.js';
