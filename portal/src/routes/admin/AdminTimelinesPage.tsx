import { AdminTimelines } from '@flexportal/react/admin-timelines';
import { useParams } from 'react-router';
import { useSearchListState } from '../../app/lists/useSearchListState.js';

/** admin.timelines: the entities of one class, their page in the URL, rows opening the timeline. */
export default function AdminTimelinesPage() {
  const { entity_class } = useParams();
  return (
    <AdminTimelines
      key={entity_class}
      entityClass={entity_class}
      entityHref="/admin/timelines/{class}/{id}"
      {...useSearchListState()}
    />
  );
}
