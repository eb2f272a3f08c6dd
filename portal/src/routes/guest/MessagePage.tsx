import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { usePortalT } from '../../i18n/locale.js';
import { messageOf } from './messageOf.js';

/** Runs one call on arrival and shows the server's message, or its refusal, with a way on. */
export function MessagePage({ call, title }: { call: () => Promise<unknown>; title: string }) {
  const { t } = usePortalT();
  const [state, setState] = useState<{ ok: boolean; message: string } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one call per arrival: the link is single use
  useEffect(() => {
    let active = true;
    call().then(
      (r) => active && setState({ ok: true, message: messageOf(r) ?? t('Done.') }),
      (e: { data?: { message?: string } }) =>
        active && setState({ ok: false, message: e.data?.message ?? t('This link is not valid.') }),
    );
    return () => {
      active = false;
    };
  }, []);
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
