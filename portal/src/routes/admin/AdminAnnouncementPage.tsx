import { AdminAnnouncement } from '@flexportal/react/admin-announcement';
import { useNavigate, useParams } from 'react-router';
import { menuPath } from '../../app/menus/menuPath.js';

/**
 * admin.announcements.create and admin.announcements.edit (`/create`, `/{id}`): the
 * announcement screen; a created one opens its own page, a deleted one the list.
 */
export default function AdminAnnouncementPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const announcementId = id && /^\d+$/.test(id) ? Number(id) : undefined;
  const list = menuPath('admin.announcements');
  return (
    <AdminAnnouncement
      key={announcementId ?? 'new'}
      announcementId={announcementId}
      listHref={list}
      onSaved={(a) => {
        if (!announcementId) navigate(`/admin/announcements/${a.id}`);
      }}
      onDeleted={() => navigate(list)}
    />
  );
}
