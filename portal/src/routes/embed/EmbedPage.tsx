import { moneyMoved } from '@flexportal/core';
import type { FrameBridge } from '@flexportal/elements/frame';
import { connectToHost, frameEventProps } from '@flexportal/elements/frame';
import {
  FlexportalProvider,
  type Locale,
  type Messages,
  useFlexportalClient,
} from '@flexportal/react';
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
  const [messages, setMessages] = useState<Messages | undefined>(undefined);
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
          onMessage: (message) =>
            applyHostMessage(message, {
              setLocale,
              setMessages,
              refresh: () => moneyMoved(client.cache),
              // Below <html>, where the white label's colours are: the host's tokens win.
              root: document.body,
            }),
        });
        const active = bridge;
        bridgeRef.current = active;
        active.send({ type: 'ready', screen });
      })
      .catch((error: unknown) => setProblem(String(error)));
    return () => {
      cancelled = true;
      bridge?.close();
      bridgeRef.current = null;
    };
  }, [screen, query, client]);

  // The deployment's white label paints the framed screen like the portal (issue 24): its
  // record, kept an hour like the portal's, gives the colours.
  useEffect(() => {
    applyBrandColours(themeStore.getState().theme);
    const unsubscribe = themeStore.subscribe((s) => applyBrandColours(s.theme));
    void loadWhiteLabel();
    return unsubscribe;
  }, []);

  // The frame is as tall as the screen, not the viewport: the content's own height (its
  // margins inside: .embed-content is a flow root), never the document's, which is at least
  // the iframe's (150 px by default, so a one-line rate kept 150 px).
  const content = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    const element = content.current;
    const bridge = bridgeRef.current;
    if (!loaded || !element || !bridge) return;
    const observer = new ResizeObserver(() =>
      bridge.send({ type: 'resize', height: element.getBoundingClientRect().height }),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [loaded]);

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
    <div ref={content} className="embed-content">
      <FlexportalProvider client={client} locale={locale} {...(messages ? { messages } : {})}>
        <Component {...props} />
      </FlexportalProvider>
    </div>
  );
}
