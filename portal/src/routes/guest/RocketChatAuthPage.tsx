import { Button, copyToClipboard } from '@flexportal/react';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { REDIRECT_PARAM } from '../../app/auth/guard.js';
import { client } from '../../app/portalClient.js';
import { usePortalT } from '../../i18n/locale.js';
import { type ChatSignIn, toChatSignIn } from './chatSignIn.js';

type State =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'done'; signIn: ChatSignIn };

/**
 * /rocket-chat/auth (PP-2.1-09, PP-7.2-12): asks `auth/rocket-chat` for the signed-in
 * user's chat sign-in and shows it: a link that opens the chat, or the token to enter in
 * it. Open to visitors, who get a guest's sign-in and a link to sign in as themselves.
 */
export default function RocketChatAuthPage() {
  const { t } = usePortalT();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [copied, setCopied] = useState<boolean | null>(null);
  const failed = t('portal.chatSignInFailed');

  const load = useCallback(() => {
    let active = true;
    setState({ status: 'loading' });
    setCopied(null);
    client.http.data<unknown>('auth/rocket-chat', { method: 'POST', body: {} }).then(
      (answer) => {
        if (!active) return;
        const signIn = toChatSignIn(answer);
        setState(signIn ? { status: 'done', signIn } : { status: 'error', message: failed });
      },
      // Ours, never the server's words (issue 38).
      () => active && setState({ status: 'error', message: failed }),
    );
    return () => {
      active = false;
    };
  }, [failed]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one call per arrival, not per locale change
  useEffect(() => load(), []);

  return (
    <section aria-labelledby="chat-title" aria-live="polite">
      <h1 id="chat-title">{t('portal.chatSignIn')}</h1>
      {state.status === 'loading' ? (
        <p aria-busy="true">{t('portal.chatSignInLoading')}</p>
      ) : state.status === 'error' ? (
        <>
          <p role="alert">{state.message}</p>
          <Button variant="secondary" onClick={() => load()}>
            {t('portal.tryAgain')}
          </Button>
        </>
      ) : (
        <>
          <p role="status">{t('portal.chatSignInReady')}</p>
          {state.signIn.asGuest ? (
            <p>
              {t('portal.chatAsGuest')}{' '}
              <Link to={`/login?${REDIRECT_PARAM}=${encodeURIComponent('/rocket-chat/auth')}`}>
                {t('portal.login')}
              </Link>
            </p>
          ) : null}
          {state.signIn.url ? (
            <p>
              <a href={state.signIn.url} target="_blank" rel="noopener noreferrer">
                {t('portal.openTheChat')}
              </a>
            </p>
          ) : null}
          {state.signIn.token ? (
            <>
              <p>{t('portal.chatTokenHint')}</p>
              <dl>
                <dt>{t('portal.chatSignInToken')}</dt>
                <dd>
                  <code data-testid="chat-token">{state.signIn.token}</code>
                </dd>
              </dl>
              <Button
                variant="secondary"
                onClick={async () => {
                  const token = state.signIn.token;
                  if (token) setCopied(await copyToClipboard(token));
                }}
              >
                {t('portal.copyTheToken')}
              </Button>
              {copied === null ? null : (
                <p>{copied ? t('portal.copied') : t('portal.copyRefused')}</p>
              )}
            </>
          ) : null}
        </>
      )}
    </section>
  );
}
