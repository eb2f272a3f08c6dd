// One screen of the registry, by name, as a React component (`?mode=react`) or as an
// element of defineElements(client) (`?mode=element`): the two npm modes of the browser
// test that compares a screen's events in the four modes (e2e/examples/event-modes.spec.ts).
// Every event a screen declares reaches the document as a CustomEvent with the element's name.
import { createClient } from '@flexportal/core';
import { FlexportalProvider } from '@flexportal/react';
import { createElement, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

const client = createClient({ baseURL: '/api/v2', clientVersion: 'example-react-vite' });
const query = new URLSearchParams(location.search);
const root = document.getElementById('root');
if (!root) throw new Error('#root missing');

// Every screen and its component: loaded on demand, this page only.
const { ELEMENTS, defineElements } = await import('@flexportal/elements');
const screen = ELEMENTS.find((e) => e.name === query.get('screen'));
if (!screen) throw new Error(`unknown screen ${query.get('screen')}`);

if (query.get('mode') === 'element') {
  defineElements(client, [screen]);
  root.append(document.createElement(screen.tag));
} else {
  // As an element names them: `onOtpRequired` is `otprequired`.
  const callbacks = Object.fromEntries(
    Object.keys(screen.events).map((prop) => [
      prop,
      (detail: unknown) =>
        document.dispatchEvent(new CustomEvent(prop.replace(/^on/, '').toLowerCase(), { detail })),
    ]),
  );
  createRoot(root).render(
    <StrictMode>
      <FlexportalProvider client={client}>
        {createElement(screen.component, callbacks)}
      </FlexportalProvider>
    </StrictMode>,
  );
}
