import type { NotificationHrefs as CoreHrefs } from '@flexportal/core';

/** Where the notification actions lead (`{id}`: the entity's id); partial: the rest default. */
export type NotificationHrefs = Partial<CoreHrefs>;
