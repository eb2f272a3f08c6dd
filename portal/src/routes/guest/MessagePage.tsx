import { Link } from 'react-router';
import { useArrivalCall } from '../../app/useArrivalCall.js';
import { usePortalT } from '../../i18n/locale.js';
import { messageOf } from './messageOf.js';

/** Runs one call on arrival and shows the server's message, or its refusal, with a way on. */
export function MessagePage({ call, title }: { call: () => Promise<unknown>; title: string }) {
  const { t } = usePortalT();
  // The link is single use: one call per arrival, StrictMode's second mount included.
  const answer = useArrivalCall(call);
  const state =
    answer.status === 'done'
      ? { ok: true, message: messageOf(answer.value) ?? t('Done.') }
      : answer.status === 'failed'
        ? {
            ok: false,
            message:
              (answer.error as { data?: { message?: string } })?.data?.message ??
              t('This link is not valid.'),
          }
        : null;
  return (
    <section aria-labelledby="message-title" aria-live="polite">
      <h1 id="message-title">{t(title)}</h1>
      {state ? (
        <p role={state.ok ? 'status' : 'alert'}>{state.message}</p>
      ) : (
        <p>{t('One moment…')}</p>
      )}
      <Link to="/login">{t('Login')}</Link>
    </section>
  );
}
