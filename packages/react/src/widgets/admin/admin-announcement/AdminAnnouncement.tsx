import { formatDateTime } from '@flexportal/core';
import type { AdminAnnouncement as AnnouncementRow } from '@flexportal/core/contract';
import { useId, useState } from 'react';
import { SignInGate } from '../../../global/SignInGate.js';
import { AnnouncementText } from '../../../helpers/AnnouncementText.js';
import { adminAnnouncementTexts } from '../../../i18n/areas/adminAnnouncement.js';
import { useLocale, useT } from '../../../provider/FlexportalProvider.js';
import { Badge } from '../../../ui/Badge.js';
import { Button } from '../../../ui/Button.js';
import { ConfirmDelete } from '../../../ui/ConfirmDelete.js';
import { useStyles } from '../../../ui/styles/useStyles.js';
import { AnnouncementForm } from './AnnouncementForm.js';
import type { AdminAnnouncementProps } from './adminAnnouncementProps.js';
import { announcementCss } from './announcementCss.js';
import { useAnnouncementRecord, useDeleteAnnouncement } from './useAdminAnnouncement.js';

/**
 * One announcement for an administrator (`/admin/announcements/create` and `/{id}`,
 * AC-2admin-13, AC-7admin-18): without an id the create form (title, message, published
 * by default); with one its view (title and message with their few allowed tags, never
 * HTML, status, created), Edit in place and Delete after a Yes/No confirmation. A
 * published one reaches every manager's dashboard live. Signs the user in first when there
 * is no session. CSS parts: `admin-announcement`, `details`, `message`, `form`, `field`,
 * `label`, `input`, `error`, `hint`, `button`, `badge`, `status`, `alert`, `dialog`, `signin`.
 */
export function AdminAnnouncement(props: AdminAnnouncementProps) {
  const ref = useStyles<HTMLDivElement>(announcementCss);
  const id = props.announcementId;
  return (
    <div ref={ref} className="fp-root">
      <SignInGate>
        <section className="fp-admin-announcement" part="admin-announcement">
          {id ? (
            // A new id is a new screen: nothing typed for one carries to the next.
            <ExistingAnnouncement key={id} {...props} id={id} />
          ) : (
            <NewAnnouncement {...props} />
          )}
        </section>
      </SignInGate>
    </div>
  );
}

function BackLink({ href }: { href: string | undefined }) {
  const t = useT(adminAnnouncementTexts);
  return href ? (
    <p>
      <a href={href} part="link">
        {t('adminAnnouncement.back')}
      </a>
    </p>
  ) : null;
}

function NewAnnouncement(props: AdminAnnouncementProps) {
  const t = useT(adminAnnouncementTexts);
  const [created, setCreated] = useState<AnnouncementRow | null>(null);
  return (
    <>
      <BackLink href={props.listHref} />
      <div role="status" part="status">
        {created ? <p className="fp-success">{t('adminAnnouncement.created')}</p> : null}
      </div>
      <AnnouncementForm
        saved={null}
        onSaved={(a) => {
          setCreated(a);
          props.onSaved?.(a);
        }}
      />
    </>
  );
}

function ExistingAnnouncement(props: AdminAnnouncementProps & { id: number }) {
  const t = useT(adminAnnouncementTexts);
  const { record, replace } = useAnnouncementRecord(props.id);
  const [editing, setEditing] = useState(props.edit === true);
  const [savedNow, setSavedNow] = useState(false);
  const deletion = useDeleteAnnouncement(props.id, (id) => props.onDeleted?.(id));
  if (deletion.deleted) {
    return (
      <>
        <p role="status" part="status" className="fp-success">
          {t('adminAnnouncement.deleted')}
        </p>
        <BackLink href={props.listHref} />
      </>
    );
  }
  if (record.status !== 'ready') {
    return (
      <>
        <BackLink href={props.listHref} />
        <h2>{t('adminAnnouncement.title')}</h2>
        {record.status === 'loading' ? (
          <p className="fp-hint" role="status" aria-busy="true">
            {t('common.loading')}
          </p>
        ) : (
          <p role="alert" part="alert">
            {t(
              record.status === 'missing'
                ? 'adminAnnouncement.notFound'
                : 'adminAnnouncement.loadFailed',
            )}
          </p>
        )}
      </>
    );
  }
  const a = record.data;
  if (editing) {
    return (
      <>
        <BackLink href={props.listHref} />
        <AnnouncementForm
          saved={a}
          onSaved={(next) => {
            replace(next);
            setSavedNow(true);
            setEditing(false);
            props.onSaved?.(next);
          }}
          onCancel={() => setEditing(false)}
        />
      </>
    );
  }
  return (
    <>
      <BackLink href={props.listHref} />
      <AnnouncementView announcement={a} />
      <div role="status" part="status">
        {savedNow ? <p className="fp-success">{t('adminAnnouncement.saved')}</p> : null}
      </div>
      <div className="fp-actions">
        <Button
          onClick={() => {
            setSavedNow(false);
            setEditing(true);
          }}
          disabled={deletion.busy}
        >
          {t('adminAnnouncement.edit')}
        </Button>
        <ConfirmDelete
          deletion={deletion}
          variant="danger"
          texts={{
            button: t('adminAnnouncement.delete'),
            title: t('adminAnnouncement.deleteTitle'),
            question: t('adminAnnouncement.deleteConfirm'),
            yes: t('adminAnnouncement.yes'),
            no: t('adminAnnouncement.no'),
          }}
        />
      </div>
    </>
  );
}

function AnnouncementView({ announcement: a }: { announcement: AnnouncementRow }) {
  const t = useT(adminAnnouncementTexts);
  const locale = useLocale();
  const titleId = useId();
  return (
    <article aria-labelledby={titleId}>
      <h2 id={titleId}>
        <AnnouncementText text={a.title} />
      </h2>
      <dl className="fp-details" part="details">
        <div className="fp-details__row">
          <dt>{t('adminAnnouncement.status')}</dt>
          <dd>
            <Badge tone={a.published ? 'success' : 'neutral'}>
              {t(
                a.published ? 'adminAnnouncement.statusPublished' : 'adminAnnouncement.statusDraft',
              )}
            </Badge>
          </dd>
        </div>
        <div className="fp-details__row">
          <dt>{t('adminAnnouncement.createdAt')}</dt>
          <dd>
            <time dateTime={a.created_at}>{formatDateTime(a.created_at, locale, false)}</time>
          </dd>
        </div>
        <div className="fp-details__row">
          <dt>{t('adminAnnouncement.message')}</dt>
          <dd>
            <p className="fp-announcement-message" part="message">
              <AnnouncementText text={a.message} />
            </p>
          </dd>
        </div>
      </dl>
    </article>
  );
}
