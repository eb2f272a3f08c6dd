'use client';
// Callbacks are functions: a server component cannot pass them, so the screen whose events
// the page follows sits in a client component. The events go to a list on the page.
import { Withdrawal } from '@flexportal/react/withdrawal';
import { useState } from 'react';

export function PaymentLog() {
  const [heard, setHeard] = useState<string[]>([]);
  const hear = (name: string) => () => setHeard((list) => [...list, name]);
  return (
    <>
      <Withdrawal
        onReady={hear('ready')}
        onOtpRequired={hear('otprequired')}
        onSubmitted={hear('submitted')}
        onError={hear('error')}
      />
      <p>
        Events: <output id="events">{heard.join(' ')}</output>
      </p>
    </>
  );
}
