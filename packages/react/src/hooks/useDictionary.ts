import type { DictionaryFiles, DictionaryName } from '@flexportal/core/contract';
import { useLayoutEffect } from 'react';
import { useStore } from 'zustand';
import { useFlexportalClient } from '../provider/FlexportalProvider.js';

/**
 * One dictionary of the client's dictionaries (AC-7mgr-37: the summary every 3 hours, each
 * changed file by its url); undefined until it has arrived.
 */
export function useDictionary<N extends DictionaryName>(name: N): DictionaryFiles[N] | undefined {
  const client = useFlexportalClient();
  // Started as the screen commits, beside its other requests (see useCached).
  useLayoutEffect(() => {
    void client.dictionaries.sync();
  }, [client]);
  const file = useStore(client.dictionaries.store, (s) => s.data[name]);
  return unwrapFile(file) as DictionaryFiles[N] | undefined;
}

/** A dictionary file's content: a file served by the API comes in its `data` envelope, one from a CDN may be bare. */
export function unwrapFile(file: unknown): unknown {
  return file && typeof file === 'object' && !Array.isArray(file) && 'data' in file
    ? (file as { data: unknown }).data
    : file;
}
