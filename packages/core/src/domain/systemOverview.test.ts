import { describe, expect, it } from 'vitest';
import {
  BYTES_PER_GB,
  bytesToGb,
  isSystemSubpage,
  SYSTEM_REFRESH_SECONDS,
  SYSTEM_SUBPAGES,
  systemChart,
  systemRefreshSeconds,
} from './systemOverview.js';

describe('system overview rules (AC-2admin-16, AC-3-35, AC-9-03, AC-9-04)', () => {
  it('knows the five subpages and nothing else', () => {
    expect(SYSTEM_SUBPAGES).toEqual([
      'rabbitmq',
      'cpu',
      'hdd',
      'crm_queue_upsert',
      'crm_queue_tags',
    ]);
    expect(SYSTEM_SUBPAGES.every(isSystemSubpage)).toBe(true);
    for (const bad of ['', 'CPU', 'memory', null, 3]) expect(isSystemSubpage(bad)).toBe(false);
  });

  it('converts bytes to GB as bytes / 1073741824, exactly', () => {
    expect(BYTES_PER_GB).toBe(String(1024 ** 3));
    expect(bytesToGb('1073741824')).toBe('1.00');
    expect(bytesToGb(1073741824)).toBe('1.00');
    expect(bytesToGb('0')).toBe('0.00');
    expect(bytesToGb('536870912')).toBe('0.50');
    // 0.005 GB rounds half away from zero, which a float division gets wrong.
    expect(bytesToGb('5368709')).toBe('0.00');
    expect(bytesToGb('5368710')).toBe('0.01');
    expect(bytesToGb('1610612736', 1)).toBe('1.5');
    // Beyond 2^53 the string stays exact: 8 EiB less one byte.
    expect(bytesToGb('9223372036854775807', 4)).toBe('8589934592.0000');
    expect(bytesToGb('107374182400')).toBe('100.00');
  });

  it('refuses what is not a whole number of bytes', () => {
    for (const bad of ['-1', '1.5', '1e9', '', ' 12', -1, 1.5, Number.NaN, 2 ** 60, null, {}]) {
      expect(bytesToGb(bad), String(bad)).toBeNull();
    }
  });

  it('refreshes every 20 s unless the screen asks for 1 to 3600 whole seconds', () => {
    expect(SYSTEM_REFRESH_SECONDS).toBe(20);
    expect(systemRefreshSeconds(undefined)).toBe(20);
    expect(systemRefreshSeconds(2)).toBe(2);
    expect(systemRefreshSeconds(3600)).toBe(3600);
    for (const bad of [0, -5, 1.5, 3601, Number.NaN, '5'])
      expect(systemRefreshSeconds(bad)).toBe(20);
  });

  it('charts the 1-minute load of the cpu, oldest first, skipping unreadable samples', () => {
    const chart = systemChart('cpu', [
      { at: '2026-01-01T00:00:00.000Z', load_1m: 0.5, cores: 2 },
      { at: '2026-01-01T00:00:20.000Z', load_1m: 'high' },
      { load_1m: 1 },
      { at: '2026-01-01T00:00:40.000Z', load_1m: 1.25 },
    ]);
    expect(chart).toEqual({
      available: true,
      unit: 'load',
      max: null,
      points: [
        { at: '2026-01-01T00:00:00.000Z', value: '0.5' },
        { at: '2026-01-01T00:00:40.000Z', value: '1.25' },
      ],
    });
  });

  it('charts the used disk in GB against the size of the disk', () => {
    const gb = (n: number) => String(n * 1024 ** 3);
    const chart = systemChart('hdd', [
      { at: 'a', total: gb(100), free: gb(60), used: gb(40) },
      { at: 'b', total: gb(100), free: gb(59), used: gb(41) },
    ]);
    expect(chart.unit).toBe('gb');
    expect(chart.max).toBe('100.00');
    expect(chart.points.map((p) => p.value)).toEqual(['40.00', '41.00']);
  });

  it('charts the jobs of a queue, and no points for a series without a source', () => {
    expect(systemChart('rabbitmq', [{ at: 'a', messages: 3, available: true }]).points).toEqual([
      { at: 'a', value: '3' },
    ]);
    expect(systemChart('crm_queue_tags', [{ at: 'a', available: false }])).toEqual({
      available: false,
      unit: 'jobs',
      points: [],
      max: null,
    });
    expect(systemChart('cpu', []).points).toEqual([]);
  });
});
