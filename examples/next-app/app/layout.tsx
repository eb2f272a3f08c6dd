import type { ReactNode } from 'react';

// No icon file: an empty one, so the browser asks for no /favicon.ico (a 404 in the console).
export const metadata = { title: 'Acme Treasury (Next.js)', icons: { icon: 'data:,' } };

/** The root layout: a server component, as Next.js makes it. */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
