import { useEffect, useRef } from 'react';
import { connectToFrame } from './bridge.js';

/** Props of {@link FrameScreen}. */
export interface FrameScreenProps {
  /** Root of the portal that serves `/embed/<screen>`, e.g. `https://portal.example`. */
  portalUrl: string;
  /** Screen name, e.g. `rate` for `<flexportal-rate>`. */
  screen: string;
  /** The element's string props, passed to the frame in its URL. */
  props: Readonly<Record<string, string | undefined>>;
  /** Called with the screen's events (names as in the element's `events`). */
  onEvent?: (name: string, detail: unknown) => void;
  /** Called when the frame reports an error. */
  onError?: (message: string) => void;
  /** Language to send the frame when it is ready. */
  locale?: string | undefined;
  /** Theme tokens (names without `--fp-`) to send the frame when it is ready. */
  tokens?: Readonly<Record<string, string>> | undefined;
}

/**
 * Isolated mode: the screen runs in an iframe of the portal, so the user's session and
 * token stay on the portal's origin and never enter the partner page. The frame's height
 * follows its content.
 */
export function FrameScreen({
  portalUrl,
  screen,
  props,
  onEvent,
  onError,
  locale,
  tokens,
}: FrameScreenProps) {
  const ref = useRef<HTMLIFrameElement>(null);
  const origin = new URL(portalUrl).origin;
  const src = new URL(`/embed/${encodeURIComponent(screen)}`, portalUrl);
  for (const [key, value] of Object.entries(props))
    if (value !== undefined) src.searchParams.set(key, value);
  src.searchParams.set('parent', globalThis.location?.origin ?? '');

  useEffect(() => {
    const frame = ref.current;
    if (!frame) return;
    const bridge = connectToFrame({
      frame,
      frameOrigin: origin,
      onMessage: (message) => {
        if (message.type === 'ready') {
          // The page's language and scheme, once the frame listens.
          if (locale) bridge.send({ type: 'locale', locale });
          if (tokens && Object.keys(tokens).length)
            bridge.send({ type: 'theme', tokens: { ...tokens } });
        } else if (message.type === 'resize') frame.style.height = `${message.height}px`;
        else if (message.type === 'event') onEvent?.(message.name, message.detail);
        else if (message.type === 'error') onError?.(message.message);
      },
    });
    return () => bridge.close();
  }, [origin, onEvent, onError, locale, tokens]);

  return (
    <iframe
      ref={ref}
      src={src.href}
      title={`Flexportal ${screen}`}
      part="frame"
      className="fp-frame"
      // Scripts and same-origin for the portal's own session; no top navigation.
      sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
      referrerPolicy="strict-origin"
      width="100%"
      frameBorder={0}
    />
  );
}
