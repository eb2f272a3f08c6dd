// A server component (no 'use client'): it renders Flexportal screens directly. They are
// client components of @flexportal/react ('use client' in its build), rendered on the
// server as their first frame and hydrated in the browser.
import { Transactions } from '@flexportal/react/transactions';
import { PaymentLog } from './PaymentLog';
import { Providers } from './providers';

export default function Page() {
  return (
    <main>
      <h1>Acme Treasury: payments</h1>
      <Providers>
        <PaymentLog />
        <Transactions mode="progress" />
      </Providers>
    </main>
  );
}
