import { FlexportalProvider } from '@flexportal/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { useStore } from 'zustand';
import { startCrmBridge } from './app/crm/startCrmBridge.js';
import { client } from './app/portalClient.js';
import './styles.css';
import { router } from './app/router.js';
import { locale } from './i18n/locale.js';

client.session.start();
startCrmBridge(); // Only when opened by a CRM host (?crm_parent=): posts the user's context.
// A purged session (expiry, failed refresh, 401) sends the user to login, unless there.
client.events.on('unauthenticated', () => {
  if (window.location.pathname !== '/login') void router.navigate('/login');
});

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');
/** The providers, following the chosen language. */
function App() {
  const current = useStore(locale.store, (s) => s.locale);
  return (
    // The layout mounts FlexportalGlobals, so screens leave the two-factor modal to it.
    <FlexportalProvider client={client} locale={current} hostDialogs>
      <RouterProvider router={router} />
    </FlexportalProvider>
  );
}

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
