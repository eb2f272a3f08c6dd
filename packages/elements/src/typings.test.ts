import { createRef } from 'react';
import { describe, expectTypeOf, it } from 'vitest';
import type { ElementTag } from './elements.js';
import type { FlexportalEventDetails } from './events.js';
import type {
  FlexportalElement,
  FlexportalElementMap,
  FlexportalIntrinsicElements,
} from './typings.js';

describe('element typings', () => {
  it('maps every tag to an element with typed props', () => {
    expectTypeOf<HTMLElementTagNameMap['flexportal-rate']>().toEqualTypeOf<
      FlexportalElementMap['flexportal-rate']
    >();
    expectTypeOf<FlexportalElementMap['flexportal-rate']['sell']>().toEqualTypeOf<
      string | undefined
    >();
    expectTypeOf<FlexportalElement<never>>().toExtend<HTMLElement>();
  });

  it('takes a ref to the element in JSX (issue 39: the JSX types rejected ref)', () => {
    const ref = createRef<HTMLElementTagNameMap['flexportal-withdrawal']>();
    const attributes: FlexportalIntrinsicElements['flexportal-withdrawal'] = {
      ref,
      amount: '12.50',
      className: 'payments',
    };
    expectTypeOf(attributes.ref).toExtend<unknown>();
    // @ts-expect-error a prop's attribute is text in JSX
    const wrong: FlexportalIntrinsicElements['flexportal-withdrawal'] = { amount: 12.5 };
    expectTypeOf(wrong).not.toBeAny();
  });
});

describe('element events', () => {
  it('declares the event details of every element, and of no other tag', () => {
    expectTypeOf<keyof FlexportalEventDetails>().toEqualTypeOf<ElementTag>();
  });
  it('types the detail of each event of a tag', async () => {
    const { onElementEvent } = await import('./events.js');
    type Listener = Parameters<typeof onElementEvent<'flexportal-withdrawal', 'submitted'>>[3];
    expectTypeOf<Parameters<Listener>[0]['detail']['transaction_id']>().toEqualTypeOf<number>();
    expectTypeOf<Parameters<Listener>[0]['detail']['total_amount']>().toEqualTypeOf<string>();
  });
});
