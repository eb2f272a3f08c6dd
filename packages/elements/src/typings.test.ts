import { describe, expectTypeOf, it } from 'vitest';
import type { ElementTag } from './elements.js';
import type { FlexportalEventDetails } from './events.js';
import type { FlexportalElement, FlexportalElementMap } from './typings.js';

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
