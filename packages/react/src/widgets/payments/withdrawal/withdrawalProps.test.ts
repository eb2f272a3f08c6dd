import { parsePaymentQuery } from '@flexportal/core';
import { describe, expect, it } from 'vitest';
import { propsFromQuery, queryFromProps } from './withdrawalProps.js';

describe('withdrawal props and query shortcuts (PP-2.4)', () => {
  it('PP-2.4 every withdrawal shortcut of a URL becomes a prop and back', () => {
    const q = parsePaymentQuery(
      'withdrawal',
      new URLSearchParams(
        'act=repeat&tx=9&amt=12.50&aid=3&ag=4&rp=bcb&rp_acct=R-1&rp_cur=BRL&fx=1',
      ),
    );
    const props = propsFromQuery(q);
    expect(props).toEqual({
      action: 'repeat',
      transactionId: 9,
      amount: '12.50',
      accountId: 3,
      agentId: 4,
      portalService: 'bcb',
      portalAccount: 'R-1',
      portalCurrency: 'BRL',
      flexpspDeposit: true,
    });
    expect(queryFromProps(props)).toEqual(q);
  });

  it('reads attribute strings and drops what does not parse', () => {
    const fromAttributes = {
      action: 'delete',
      accountId: '3',
      agentId: 'x',
      transactionId: '-2',
      flexpspDeposit: 'false',
    } as unknown as Parameters<typeof queryFromProps>[0];
    expect(queryFromProps(fromAttributes)).toEqual({ account_id: 3 });
  });
});
