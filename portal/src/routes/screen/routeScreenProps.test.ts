import { screenNamed } from '@flexportal/react/registry';
import { describe, expect, it } from 'vitest';
import { routeScreenProps } from './routeScreenProps.js';

describe('routeScreenProps', () => {
  it('gives path parameters as the camel-case props they name, coerced by kind', () => {
    const props = routeScreenProps(
      screenNamed('transaction').props,
      { transaction_id: '42' },
      new URLSearchParams(),
    );
    expect(props).toEqual({ transactionId: 42 });
  });

  it('reads declared query parameters too, the path winning over the query', () => {
    const props = routeScreenProps(
      screenNamed('beneficiary-form').props,
      { agent_id: '7' },
      new URLSearchParams('agentId=9&accountId=3&token=abc'),
    );
    expect(props).toEqual({ agentId: 7, accountId: 3 });
  });

  it('leaves out a parameter that is not one of its kind, so the screen keeps its default', () => {
    const props = routeScreenProps(
      screenNamed('transaction').props,
      { transaction_id: 'abc' },
      new URLSearchParams(),
    );
    expect(props).toEqual({});
  });
});
