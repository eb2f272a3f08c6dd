import { createClient } from '@flexportal/core';
import { FlexportalProvider } from '@flexportal/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { router } from './app/router.js';

const client = createClient({
  baseURL: import.meta.env.VITE_API_BASE ?? '/api/v2',
  clientVersion: import.meta.env.VITE_CLIENT_VERSION ?? '0.1.0',
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
