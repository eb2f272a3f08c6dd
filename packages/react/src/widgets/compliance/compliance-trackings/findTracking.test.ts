import type { ComplianceTracking } from '@flexportal/core/contract';
import { describe, expect, it, vi } from 'vitest';
import { findTracking } from './findTracking.js';

const tracking = (id: number) => ({ id }) as ComplianceTracking;
/** Pages of two trackings each, ids counting down from `newest`, `pages` pages in all. */
const pages = (newest: number, pages: number) =>
  vi.fn(async (page: number) => ({
    items: [tracking(newest - (page - 1) * 2), tracking(newest - (page - 1) * 2 - 1)],
    lastPage: pages,
  }));

describe('findTracking', () => {
  it('finds a tracking on the first page without reading more', async () => {
    const load = pages(10, 5);
    expect((await findTracking(9, load))?.id).toBe(9);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reads on to the page that has it', async () => {
    const load = pages(10, 5);
    expect((await findTracking(4, load))?.id).toBe(4);
    expect(load.mock.calls.map(([p]) => p)).toEqual([1, 2, 3, 4]);
  });

  it('answers null after the last page, or after the most pages it may read', async () => {
    const load = pages(10, 2);
    expect(await findTracking(42, load)).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
    const many = pages(1000, 400);
    expect(await findTracking(1, many, 3)).toBeNull();
    expect(many).toHaveBeenCalledTimes(3);
  });
});
