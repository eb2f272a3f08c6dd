import type { SharedRead } from '@flexportal/core';
import { useCallback } from 'react';
import { useFlexportalClient } from '../provider/FlexportalProvider.js';
import { type Resource, useCached } from './useCached.js';

/**
 * A read several screens share (core's `SharedRead`) through the client's cache, by its
 * one key, lifetime and loader: the entry the script-tag loader may have warmed already.
 * A null read loads nothing.
 */
export function useSharedRead<T>(read: SharedRead<T> | null): Resource<T> {
  const client = useFlexportalClient();
  const load = useCallback(
    () => (read ? read.load(client.http) : Promise.reject()),
    [client, read],
  );
  return useCached<T>(read?.key ?? null, load, read?.ttlMs ?? 0);
}
