import { Link } from 'react-router';
import { useArrivalCall } from '../../app/useArrivalCall.js';
import { usePortalT } from '../../i18n/locale.js';
import type { PortalKey } from '../../i18n/portalTexts.js';
import { messageOf } from './messageOf.js';

/**
 * Runs one call on arrival and shows the server's message (PP-7.2), or that the link is not
 * valid, with a way on.
 */
export function MessagePage({ call, title }: { call: () => Promise<unknown>; title: PortalKey }) {
  const { t } = usePortalT();
  // The link is single use: one call per arrival, StrictMode's second mount included.
  const answer = useArrivalCall(call);
  const state =
    answer.status === 'done'
      ? { ok: true, message: messageOf(answer.value) ?? t('portal.done') }
      : answer.status === 'failed'
        ? // A refusal in the portal's words, never the server's (issue 38).
          { ok: false, message: t('portal.linkNotValid') }
        : null;
  return (
    <section aria-labelledby="message-title" aria-live="polite">
      <h1 id="message-title">{t(title)}</h1>
      {state ? (
        <p role={state.ok ? 'status' : 'alert'}>{state.message}</p>
      ) : (
        <p>{t('portal.oneMoment')}</p>
      )}
      <Link to="/login">{t('portal.login')}</Link>
    </section>
  );
}
