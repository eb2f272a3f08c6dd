import { useParams } from 'react-router';
import { client } from '../../app/portalClient.js';
import { MessagePage } from './MessagePage.js';

/** /u/email/{key}/{code}: approve the e-mail address from the mailed link (PP-2.1-08). */
export default function ApproveEmailPage() {
  const { key = '', code = '' } = useParams();
  return (
    <MessagePage
      title="portal.approveEmail"
      call={() =>
        client.http.data(
          `auth/approve-email/${encodeURIComponent(key)}/${encodeURIComponent(code)}`,
          {
            method: 'POST',
          },
        )
      }
    />
  );
}
