import { createClient } from '@flexportal/core';
import { FlexportalProvider } from '@flexportal/react';
import { Rate } from '@flexportal/react/rate';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

// One client for the whole app; the API is proxied same-origin at /api/v2.
const client = createClient({ baseURL: '/api/v2', clientVersion: 'example-react-vite' });

function App() {
  const [buy, setBuy] = useState('USD');
  return (
    <FlexportalProvider client={client}>
      <h1>My treasury app</h1>
      <label>
        Buy currency{' '}
        <select value={buy} onChange={(e) => setBuy(e.currentTarget.value)}>
          <option>USD</option>
          <option>GBP</option>
        </select>
      </label>
      <p>
        <Rate sell="EUR" buy={buy} />
      </p>
    </FlexportalProvider>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('#root missing');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
