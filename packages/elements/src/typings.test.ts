import { describe, expectTypeOf, it } from 'vitest';
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
