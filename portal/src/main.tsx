import { FlexportalProvider } from '@flexportal/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { client } from './app/portalClient.js';
import './styles.css';
import { router } from './app/router.js';
import { loadWhiteLabel } from './app/theme/themeStore.js';

client.session.start();
void loadWhiteLabel();
// A purged session (expiry, failed refresh, 401) sends the user to login, unless there.
client.events.on('unauthenticated', () => {
  if (window.location.pathname !== '/login') void router.navigate('/login');
});

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');
createRoot(root).render(
  <StrictMode>
    <FlexportalProvider client={client}>
      <RouterProvider router={router} />
    </FlexportalProvider>
  </StrictMode>,
);
