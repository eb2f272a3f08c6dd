import { createMemoryStorage } from '@flexportal/core';
import { describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_PER_PAGE,
  defaultColumnIds,
  readTableSettings,
  tableSettingsKey,
  writeTableSettings,
} from './tableSettings.js';

const columns = [{ id: 'id', hiddenByDefault: true }, { id: 'name' }, { id: 'amount' }];

describe('table settings (AC-3-37)', () => {
  it('defaults to the columns not hidden by default and 100 rows', () => {
    const s = readTableSettings(createMemoryStorage(), 'tx', columns);
    expect(s).toEqual({ columns: ['name', 'amount'], per_page: DEFAULT_PER_PAGE });
    expect(DEFAULT_PER_PAGE).toBe(100);
    expect(defaultColumnIds(columns)).toEqual(['name', 'amount']);
  });

  it('keeps chosen columns and page size per table id', () => {
    const storage = createMemoryStorage();
    writeTableSettings(storage, 'tx', { columns: ['id', 'name'], per_page: 25 }, columns);
    expect(readTableSettings(storage, 'tx', columns)).toEqual({
      columns: ['id', 'name'],
      per_page: 25,
    });
    expect(readTableSettings(storage, 'other', columns).per_page).toBe(100);
  });

  it('survives corrupt JSON, wrong shapes and an unknown page size', () => {
    const storage = createMemoryStorage();
    const key = tableSettingsKey('tx');
    for (const raw of ['{not json', '"text"', '42', '[]', '{"columns":"name","per_page":"x"}']) {
      storage.setItem(key, raw);
      expect(readTableSettings(storage, 'tx', columns), raw).toEqual({
        columns: ['name', 'amount'],
        per_page: 100,
      });
    }
    storage.setItem(key, JSON.stringify({ columns: ['amount'], per_page: 33 }));
    expect(readTableSettings(storage, 'tx', columns)).toEqual({
      columns: ['amount'],
      per_page: 100,
    });
  });

  it('drops unknown column ids, falling back to the defaults when none is left', () => {
    const storage = createMemoryStorage();
    const key = tableSettingsKey('tx');
    storage.setItem(key, JSON.stringify({ columns: ['gone', 'name'], per_page: 50 }));
    expect(readTableSettings(storage, 'tx', columns)).toEqual({ columns: ['name'], per_page: 50 });
    storage.setItem(key, JSON.stringify({ columns: ['gone'], per_page: 50 }));
    expect(readTableSettings(storage, 'tx', columns).columns).toEqual(['name', 'amount']);
  });

  it('shows a column added since the choice by its default visibility', () => {
    const storage = createMemoryStorage();
    writeTableSettings(storage, 'tx', { columns: ['name'], per_page: 100 }, columns);
    const later = [...columns, { id: 'fee' }, { id: 'memo', hiddenByDefault: true }];
    expect(readTableSettings(storage, 'tx', later).columns).toEqual(['name', 'fee']);
  });

  it('does not throw when the storage refuses to write', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const full = {
      ...createMemoryStorage(),
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(() =>
      writeTableSettings(full, 'tx', { columns: [], per_page: 25 }, columns),
    ).not.toThrow();
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});
