import type { ReactNode } from 'react';

export const metadata = { title: 'Acme Treasury (Next.js)' };

/** The root layout: a server component, as Next.js makes it. */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
