// The administrator's rules: only the admin screens (and the sandbox) use them, so partners
// embedding manager screens do not download them with core's entry.
export type { ActivitySource } from '../domain/activityLogs.js';
export {
  ACTIVITY_FILTER_KEYS,
  activityQuery,
  activityReportFilename,
  activitySource,
} from '../domain/activityLogs.js';
/** @public administrator rules: the role split, the dashboard's figures (docs/core.md) */
export {
  ADMIN_STATISTIC_DAYS,
  assignableRoles,
  DEPOSIT_TYPES,
  mayImpersonate,
  RECENT_USERS,
  type RoleActor,
  type RoleTarget,
  roleChangeRefusal,
  userChangeRefusal,
  WITHDRAW_TYPES,
} from '../domain/adminUsers.js';
/** @public in the announcement rules' signatures (docs/core.md) */
export type { AnnouncementProblem, AnnouncementValues } from '../domain/announcements.js';
/** @public announcement rules of the administrator's screens (docs/core.md) */
export {
  ANNOUNCEMENT_LIMITS,
  announcementDefaults,
  announcementProblems,
  publishes,
  toAnnouncementBody,
} from '../domain/announcements.js';
export {
  approvalPlan,
  approvalTotals,
  canApproveApiPayments,
  DECLINE_REASON_MAX,
  declineReasonProblem,
} from '../domain/apiApproval.js';
export { AUTH_CHECKPOINT_STATUSES, checkpointAction } from '../domain/authCheckpoints.js';
export { fileReviewActions } from '../domain/complianceReview.js';
/** @public the settings screen's editors per key (docs/core.md) */
export {
  type CurrencyType,
  isKnownSettingKey,
  KNOWN_SETTING_KEYS,
  type KnownSettingKey,
  parseSettingDraft,
  SETTING_GROUPS,
  SETTING_KEYS,
  type SettingDraft,
  type SettingEditor,
  type SettingGroup,
  type SettingParse,
  type SettingProblem,
  settingDraft,
  settingEditor,
  settingGroup,
} from '../domain/settingKeys.js';
export type { SystemChart, SystemSample, SystemSubpage } from '../domain/systemOverview.js';
export {
  bytesToGb,
  isSystemSubpage,
  SYSTEM_REFRESH_SECONDS,
  SYSTEM_SAMPLES,
  SYSTEM_SUBPAGES,
  systemChart,
  systemRefreshSeconds,
} from '../domain/systemOverview.js';
export {
  isTimelineNote,
  TIMELINE_ENTITY_CLASSES,
  TIMELINE_NOTE_MAX,
  timelineEntityId,
  timelineNoteProblem,
} from '../domain/timelines.js';
