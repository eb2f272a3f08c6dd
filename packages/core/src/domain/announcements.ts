/**
 * Announcement rules of the administrator's screens (AC-7admin-18, issue 20): the limits the
 * sandbox's `a/announcements` enforces, checked in the form before sending, and the body
 * the form sends.
 */
export const ANNOUNCEMENT_LIMITS = { title: 200, message: 5000 } as const;

/** What the announcement form edits. */
export interface AnnouncementValues {
  title: string;
  message: string;
  /** Managers see only published announcements; a new one is published by default. */
  published: boolean;
}

/** Why a field cannot be sent: empty (spaces only count as empty) or too long. */
export type AnnouncementProblem = 'required' | 'tooLong';

/** A new announcement: empty, published. */
export const announcementDefaults = (): AnnouncementValues => ({
  title: '',
  message: '',
  published: true,
});

/**
 * The fields that cannot be sent and why, the same rule as the server's (trimmed text,
 * 1..200 characters of title, 1..5000 of message); empty when the values may be sent.
 */
export function announcementProblems(
  values: Pick<AnnouncementValues, 'title' | 'message'>,
): Partial<Record<'title' | 'message', AnnouncementProblem>> {
  const problems: Partial<Record<'title' | 'message', AnnouncementProblem>> = {};
  for (const field of ['title', 'message'] as const) {
    const text = values[field].trim();
    if (text.length === 0) problems[field] = 'required';
    else if (text.length > ANNOUNCEMENT_LIMITS[field]) problems[field] = 'tooLong';
  }
  return problems;
}

/** The body of `POST a/announcements` and `PUT a/announcements/{id}`: trimmed texts. */
export const toAnnouncementBody = (values: AnnouncementValues): AnnouncementValues => ({
  title: values.title.trim(),
  message: values.message.trim(),
  published: values.published,
});

/**
 * Whether saving `next` over `before` publishes an announcement: a new published one, or a
 * draft turned published. Then every company's channel hears `announcement.created`.
 */
export const publishes = (before: { published: boolean } | null, next: { published: boolean }) =>
  next.published && !before?.published;
