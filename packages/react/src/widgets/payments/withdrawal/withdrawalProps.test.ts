import { parsePaymentQuery } from '@flexportal/core';
import { describe, expect, it } from 'vitest';
import { coerceProps, screenNamed } from '../../../registry/index.js';
import { propsFromQuery, queryFromProps, type WithdrawalProps } from './withdrawalProps.js';

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

  it('reads attributes coerced by the registry kinds and drops what does not parse', () => {
    const props = coerceProps(screenNamed('withdrawal').props, {
      action: 'delete',
      accountId: '3',
      agentId: 'x',
      transactionId: '-2',
      flexpspDeposit: 'false',
    });
    expect(props).toEqual({
      action: 'delete',
      accountId: 3,
      transactionId: -2,
      flexpspDeposit: false,
    });
    expect(queryFromProps(props as WithdrawalProps)).toEqual({ account_id: 3 });
  });
});
