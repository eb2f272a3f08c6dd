import { createBrowserRouter } from 'react-router';
import { Layout } from './Layout.js';

/** Every route is lazy so the first load carries only the shell. */
export const router = createBrowserRouter([
  {
    // Isolated mode: a screen alone, without the portal's frame.
    path: '/embed/:screen',
    lazy: async () => ({ Component: (await import('../routes/embed/EmbedPage.js')).EmbedPage }),
  },
  {
    path: '/',
    Component: Layout,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('../routes/RatesPage.js')).RatesPage }),
      },
      {
        path: 'rates',
        lazy: async () => ({ Component: (await import('../routes/RatesPage.js')).RatesPage }),
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('../routes/NotFoundPage.js')).NotFoundPage }),
      },
    ],
  },
]);
