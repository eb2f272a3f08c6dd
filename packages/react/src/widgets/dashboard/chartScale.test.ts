import { describe, expect, it } from 'vitest';
import { axisTicks, labelledBars } from './chartScale.js';

describe('axisTicks', () => {
  it('steps in round amounts from 0 past the largest value', () => {
    expect(axisTicks('1525191.25')).toEqual(['0', '500000', '1000000', '1500000', '2000000']);
    expect(axisTicks('26800')).toEqual(['0', '10000', '20000', '30000']);
    expect(axisTicks('100')).toEqual(['0', '25', '50', '75', '100']);
  });

  it('keeps small crypto amounts exact, never through a float', () => {
    expect(axisTicks('1.25')).toEqual(['0', '0.5', '1', '1.5']);
    expect(axisTicks('0.3')).toEqual(['0', '0.1', '0.2', '0.3']);
    expect(axisTicks('0.00021')).toEqual(['0', '0.0001', '0.0002', '0.0003']);
    expect(axisTicks('10.64778471')).toEqual(['0', '5', '10', '15']);
  });

  it('gives only 0 when there is nothing to scale', () => {
    expect(axisTicks('0')).toEqual(['0']);
    expect(axisTicks('-5')).toEqual(['0']);
    expect(axisTicks('abc')).toEqual(['0']);
  });
});

describe('labelledBars', () => {
  it('labels the first, the last and evenly spaced bars between', () => {
    expect(labelledBars(31, 6)).toEqual([0, 6, 12, 18, 24, 30]);
    expect(labelledBars(3, 6)).toEqual([0, 1, 2]);
    expect(labelledBars(1, 6)).toEqual([0]);
    expect(labelledBars(0, 6)).toEqual([]);
  });

  it('drops a label that would crowd the last', () => {
    expect(labelledBars(8, 4)).toEqual([0, 3, 7]);
  });
});
