import type { FrameBridge } from '@flexportal/elements/frame';
import { connectToHost, frameEventProps } from '@flexportal/elements/frame';
import { FlexportalProvider, type Locale, useFlexportalClient } from '@flexportal/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { applyHostMessage } from '../../app/host/applyHostMessage.js';
import { applyBrandColours } from '../../app/theme/applyTheme.js';
import { loadWhiteLabel, themeStore } from '../../app/theme/themeStore.js';
import { screenProps, trustedParentOrigin } from './embedParent.js';
import { type EmbedScreen, embedScreen } from './embedScreens.js';

/**
 * `/embed/<screen>`: one screen alone, for a partner page's iframe (isolated mode). Talks
 * to its parent only through the versioned message protocol, only at a trusted origin.
 */
export function EmbedPage() {
  const { screen = '' } = useParams();
  const [query] = useSearchParams();
  const client = useFlexportalClient();
  const [loaded, setLoaded] = useState<EmbedScreen | null>(null);
  const [locale, setLocale] = useState<Locale>('en');
  const [problem, setProblem] = useState<string | null>(null);
  // The bridge exists before the screen mounts (both are set in one callback below).
  const bridgeRef = useRef<FrameBridge | null>(null);

  useEffect(() => {
    const load = embedScreen(screen);
    if (!load) {
      setProblem(`Unknown screen "${screen}"`);
      return;
    }
    let bridge: FrameBridge | undefined;
    let observer: ResizeObserver | undefined;
    let cancelled = false;
    Promise.all([
      load(),
      fetch('/embed-config.json').then((r) => r.json() as Promise<{ frameAncestors: string[] }>),
    ])
      .then(([found, config]) => {
        if (cancelled) return;
        setLoaded(found);
        const ancestors = globalThis.location.ancestorOrigins
          ? [...globalThis.location.ancestorOrigins]
          : undefined;
        const parent = trustedParentOrigin(query.get('parent'), ancestors, config.frameAncestors);
        if (!parent || window.parent === window) return;
        bridge = connectToHost({
          hostOrigin: parent,
          allowedOrigins: config.frameAncestors,
          onMessage: (message) => applyHostMessage(message, { setLocale }),
        });
        const active = bridge;
        bridgeRef.current = active;
        active.send({ type: 'ready', screen });
        observer = new ResizeObserver(() =>
          active.send({ type: 'resize', height: document.documentElement.scrollHeight }),
        );
        observer.observe(document.body);
      })
      .catch((error: unknown) => setProblem(String(error)));
    return () => {
      cancelled = true;
      observer?.disconnect();
      bridge?.close();
      bridgeRef.current = null;
    };
  }, [screen, query]);

  // The deployment's white label paints the framed screen like the portal (issue 24): its
  // record, kept an hour like the portal's, gives the colours.
  useEffect(() => {
    applyBrandColours(themeStore.getState().theme);
    const unsubscribe = themeStore.subscribe((s) => applyBrandColours(s.theme));
    void loadWhiteLabel();
    return unsubscribe;
  }, []);

  const props = useMemo(
    () =>
      loaded
        ? {
            ...screenProps(query, loaded.props),
            ...frameEventProps(loaded.events, (name, detail) =>
              bridgeRef.current?.send({ type: 'event', name, detail }),
            ),
          }
        : {},
    [loaded, query],
  );
  if (problem) return <p role="alert">{problem}</p>;
  if (!loaded) return null;
  const { Component } = loaded;
  return (
    <FlexportalProvider client={client} locale={locale}>
      <Component {...props} />
    </FlexportalProvider>
  );
}
