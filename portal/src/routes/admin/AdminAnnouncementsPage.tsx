import { AdminAnnouncements } from '@flexportal/react/admin-announcements';
import { useSearchListState } from '../../app/lists/useSearchListState.js';

/** admin.announcements: every announcement, the page in the URL, each linked to its page. */
export default function AdminAnnouncementsPage() {
  const list = useSearchListState();
  return (
    <AdminAnnouncements
      {...list}
      announcementHref="/admin/announcements/{id}"
      createHref="/admin/announcements/create"
    />
  );
}
