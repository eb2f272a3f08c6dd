import { TOAST_DEFAULT_MS } from '@flexportal/core';
import type { Import } from '@flexportal/core/contract';
import {
  IMPORT_DONE_NOTICE_MS,
  type ImportNoticeKind,
  importNotice,
} from '@flexportal/core/imports';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useFlexportalClient } from '../../../provider/FlexportalProvider.js';

/** One notice shown for an import event (AC-8). */
export interface ImportNoticeItem {
  key: number;
  kind: ImportNoticeKind;
  imp: Import;
}

/**
 * The live notices of imports (AC-8-01..06) and the latest state of each import the screen
 * has seen, from `import.created`/`import.updated` on the company channel. `watch` adds an
 * import this screen created. Done notices go after 3 s.
 */
export function useImportNotices() {
  const client = useFlexportalClient();
  const [notices, setNotices] = useState<ImportNoticeItem[]>([]);
  const [imports, setImports] = useState<ReadonlyMap<number, Import>>(new Map());
  const seen = useRef(new Map<number, Import['status']>());
  const next = useRef(1);

  const receive = useCallback((event: 'import.created' | 'import.updated', imp: Import) => {
    setImports((m) => new Map(m).set(imp.id, imp));
    const kind = importNotice(event, imp, seen.current.get(imp.id));
    seen.current.set(imp.id, imp.status);
    if (!kind) return;
    const key = next.current++;
    setNotices((list) => [...list, { key, kind, imp }]);
    const ms = kind === 'done' ? IMPORT_DONE_NOTICE_MS : TOAST_DEFAULT_MS;
    setTimeout(() => setNotices((list) => list.filter((n) => n.key !== key)), ms);
  }, []);

  useEffect(() => {
    const offCreated = client.live.on('import.created', (imp) => receive('import.created', imp));
    const offUpdated = client.live.on('import.updated', (imp) => receive('import.updated', imp));
    return () => {
      offCreated();
      offUpdated();
    };
  }, [client, receive]);

  const watch = useCallback(
    (imp: Import) => {
      if (!seen.current.has(imp.id)) receive('import.created', imp);
    },
    [receive],
  );

  const dismiss = useCallback(
    (key: number) => setNotices((list) => list.filter((n) => n.key !== key)),
    [],
  );
  return { notices, imports, watch, dismiss };
}
