import { formatDateTime } from '@flexportal/core';
import { isTimelineNote, TIMELINE_NOTE_MAX, timelineEntityId } from '@flexportal/core/admin';
import type { TimelineEntityDetail, TimelineEvent } from '@flexportal/core/contract';
import { useId } from 'react';
import { SignInGate } from '../../../global/SignInGate.js';
import { adminTimelineTexts } from '../../../i18n/areas/adminTimeline.js';
import { translateCoreText } from '../../../i18n/coreText.js';
import { useLocale, useT } from '../../../provider/FlexportalProvider.js';
import { Badge } from '../../../ui/Badge.js';
import { Button } from '../../../ui/Button.js';
import { FieldFrame } from '../../../ui/FieldFrame.js';
import { FlowForm } from '../../../ui/FlowForm.js';
import { useStyles } from '../../../ui/styles/useStyles.js';
import { timelineCss } from './timelineCss.js';
import { useAddNote, useTimeline } from './useTimeline.js';

/** Props of {@link AdminTimeline}. */
export interface AdminTimelineProps {
  /** Slug of the entity class (`transactions`, `users`, `companies`, `bank-accounts`). */
  entityClass?: string | undefined;
  /** The entity's id (numeric). */
  id?: number | undefined;
}

/**
 * One entity's timeline (`/admin/timelines/{entity_class}/{id}`, AC-2admin-09,
 * AC-7admin-21/22): what the entity is, an "add a note" form, and every event newest first
 * with when, who and what, the administrators' notes set apart. Signs the user in first
 * when there is no session. CSS parts: `admin-timeline`, `details`, `form`, `input`,
 * `button`, `events`, `event`, `badge`, `alert`, `status`.
 */
export function AdminTimeline(props: AdminTimelineProps) {
  const ref = useStyles<HTMLDivElement>(timelineCss);
  return (
    <div ref={ref} className="fp-root">
      <SignInGate>
        <TimelineView {...props} />
      </SignInGate>
    </div>
  );
}

function TimelineView({ entityClass = '', id }: AdminTimelineProps) {
  const t = useT(adminTimelineTexts);
  const entityId = timelineEntityId(id);
  const titleId = useId();
  if (!entityClass || entityId === null) {
    return (
      <section className="fp-admin-timeline" part="admin-timeline" aria-labelledby={titleId}>
        <h2 id={titleId}>{t('adminTimeline.title')}</h2>
        <p role="alert" part="alert">
          {t('adminTimeline.notFound')}
        </p>
      </section>
    );
  }
  return <EntityTimeline entityClass={entityClass} id={entityId} />;
}

function EntityTimeline({ entityClass, id }: { entityClass: string; id: number }) {
  const t = useT(adminTimelineTexts);
  const titleId = useId();
  const { entity, events, reload } = useTimeline(entityClass, id);
  const failed = entity.status === 'error' || events.status === 'error';
  return (
    <section
      className="fp-admin-timeline"
      part="admin-timeline"
      aria-labelledby={titleId}
      aria-busy={entity.status === 'loading' || events.status === 'loading' || undefined}
    >
      <h2 id={titleId}>
        {entity.status === 'ready'
          ? `${t('adminTimeline.entityOf')} ${entity.data.name}`
          : t('adminTimeline.title')}
      </h2>
      {entity.status === 'ready' ? (
        <EntitySummary entity={entity.data} />
      ) : entity.status === 'loading' ? (
        <p className="fp-muted">{t('adminTimeline.loading')}</p>
      ) : null}
      {failed ? (
        <p className="fp-retry" role="alert" part="alert">
          {t('adminTimeline.failed')}
          <Button variant="secondary" onClick={reload}>
            {t('adminTimeline.retry')}
          </Button>
        </p>
      ) : null}
      {entity.status === 'error' ? null : <NoteForm entityClass={entityClass} id={id} />}
      <h3>{t('adminTimeline.events')}</h3>
      {events.status === 'ready' ? (
        events.data.length === 0 ? (
          <p className="fp-muted">{t('adminTimeline.empty')}</p>
        ) : (
          <ol className="fp-events" part="events">
            {events.data.map((e) => (
              <EventItem key={`${e.at}|${e.kind}|${e.user_id}|${e.description}`} event={e} />
            ))}
          </ol>
        )
      ) : events.status === 'loading' ? (
        <span className="fp-skeleton" aria-hidden="true" />
      ) : null}
    </section>
  );
}

/** The entity's creation and its plain attributes (objects and lists left out). */
function EntitySummary({ entity }: { entity: TimelineEntityDetail }) {
  const t = useT(adminTimelineTexts);
  const locale = useLocale();
  const attributes =
    entity.attributes && typeof entity.attributes === 'object'
      ? Object.entries(entity.attributes as Record<string, unknown>).filter(
          (entry): entry is [string, string | number | boolean] =>
            ['string', 'number', 'boolean'].includes(typeof entry[1]),
        )
      : [];
  return (
    <>
      <p className="fp-muted">
        {t('adminTimeline.created')}:{' '}
        <time dateTime={entity.created_at}>{formatDateTime(entity.created_at, locale)}</time>
      </p>
      {attributes.length > 0 ? (
        <details className="fp-details" part="details">
          <summary>{t('adminTimeline.details')}</summary>
          <dl>
            {attributes.map(([key, value]) => (
              <div key={key} style={{ display: 'contents' }}>
                <dt>{key}</dt>
                <dd>{String(value)}</dd>
              </div>
            ))}
          </dl>
        </details>
      ) : null}
    </>
  );
}

const KNOWN_KINDS = new Set([
  'note',
  'created',
  'sign_in',
  'integrity_check',
  'api',
  'settled',
  'progress',
  'denied',
]);

/** One entry: its kind as a badge, when, who, and what. */
function EventItem({ event }: { event: TimelineEvent }) {
  const t = useT(adminTimelineTexts);
  const locale = useLocale();
  const note = isTimelineNote(event);
  const kind = KNOWN_KINDS.has(event.kind)
    ? t(`adminTimeline.kind.${event.kind}` as 'adminTimeline.kind.note')
    : event.kind.replaceAll('_', ' ');
  return (
    <li className="fp-event" part="event" data-note={note || undefined}>
      <div className="fp-event__head">
        <Badge tone={note ? 'info' : 'neutral'}>{kind}</Badge>
        <time dateTime={event.at}>{formatDateTime(event.at, locale)}</time>
        <span>
          {t('adminTimeline.by')} {event.causer?.email ?? t('adminTimeline.system')}
        </span>
      </div>
      <p className="fp-event__text">{event.description}</p>
    </li>
  );
}

/** "Add a note": a text of up to 1000 characters, kept when the server refuses it. */
function NoteForm({ entityClass, id }: { entityClass: string; id: number }) {
  const t = useT(adminTimelineTexts);
  const fieldId = useId();
  const { state, problem, submit, setNote } = useAddNote(entityClass, id);
  const fieldError = problem ? t(`adminTimeline.${problem}`) : state.errors.note;
  return (
    <FlowForm
      className="fp-note-form"
      state={state}
      onSubmit={submit}
      title={t('adminTimeline.addNote')}
      failure={(message) =>
        message ? translateCoreText(t, message) : t('adminTimeline.saveFailed')
      }
    >
      <FieldFrame
        id={fieldId}
        label={t('adminTimeline.noteLabel')}
        hint={t('adminTimeline.noteHint')}
        errors={fieldError ? [fieldError] : undefined}
      >
        {({ invalid, describedBy }) => (
          <textarea
            id={fieldId}
            name="note"
            className="fp-field__input fp-textarea"
            part="input"
            maxLength={TIMELINE_NOTE_MAX + 100}
            value={state.draft.note}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            onChange={(e) => setNote(e.currentTarget.value)}
          />
        )}
      </FieldFrame>
      <div className="fp-actions">
        <Button type="submit" busy={state.status === 'submitting'}>
          {t('adminTimeline.save')}
        </Button>
        <span role="status" part="status">
          {state.outcome === 'done' ? t('adminTimeline.saved') : null}
        </span>
      </div>
    </FlowForm>
  );
}
