import { describe, expect, it } from 'vitest';
import {
  ANNOUNCEMENT_LIMITS,
  announcementDefaults,
  announcementProblems,
  publishes,
  toAnnouncementBody,
} from './announcements.js';

describe('announcement rules (AC-7admin-18)', () => {
  it('starts empty and published', () => {
    expect(announcementDefaults()).toEqual({ title: '', message: '', published: true });
  });

  it('needs a title and a message, spaces counting as nothing', () => {
    expect(announcementProblems({ title: '', message: '  \n ' })).toEqual({
      title: 'required',
      message: 'required',
    });
    expect(announcementProblems({ title: ' Hours ', message: 'Closed' })).toEqual({});
  });

  it('allows exactly the server limits, counted after trimming', () => {
    const title = 'x'.repeat(ANNOUNCEMENT_LIMITS.title);
    const message = 'y'.repeat(ANNOUNCEMENT_LIMITS.message);
    expect(announcementProblems({ title: ` ${title} `, message })).toEqual({});
    expect(announcementProblems({ title: `${title}x`, message: `${message}y` })).toEqual({
      title: 'tooLong',
      message: 'tooLong',
    });
  });

  it('sends trimmed texts and the published flag, markup untouched', () => {
    expect(
      toAnnouncementBody({ title: '  <b>Hi</b> ', message: '\nBody\n', published: false }),
    ).toEqual({ title: '<b>Hi</b>', message: 'Body', published: false });
  });

  it('publishes a new published one or a draft turned published, nothing else', () => {
    expect(publishes(null, { published: true })).toBe(true);
    expect(publishes(null, { published: false })).toBe(false);
    expect(publishes({ published: false }, { published: true })).toBe(true);
    expect(publishes({ published: true }, { published: true })).toBe(false);
    expect(publishes({ published: true }, { published: false })).toBe(false);
  });
});
