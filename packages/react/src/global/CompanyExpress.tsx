import { chunkFailedAlert, loadChunk } from '@flexportal/core';
import { type ReactNode, useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { useFlexportalClient } from '../provider/FlexportalProvider.js';
import { Button } from '../ui/Button.js';
import type { CompanyExpressDialog as CompanyExpressDialogView } from './CompanyExpressDialog.js';
import { companyExpressStore, useCompanyExpress } from './companyExpressStore.js';

/**
 * Where the express data entry modal lives (PP-2.5-10), mounted by each screen that offers
 * it; of those on one page (one client), the first mounted draws it, so there is one modal.
 * Closed, it is nothing but a subscription; the first opening downloads the modal (a chunk of
 * its own, with its texts), which then stays mounted so the dialog primitive returns focus
 * on closing. A chunk that does not come closes it again and raises the 'could not load' alert.
 * It is not one of the host's globals: every page would carry it for the administrators' two
 * screens that open it.
 */
export function CompanyExpress() {
  const client = useFlexportalClient();
  const store = companyExpressStore(client);
  const [me] = useState(() => ({}));
  const owner = useStore(store, (s) => s.owner);
  // No place draws it (the first one left): this one takes over.
  useEffect(() => {
    if (owner === null) store.setState({ owner: me });
  }, [owner, store, me]);
  useEffect(
    () => () => {
      if (store.getState().owner === me) store.setState({ owner: null });
    },
    [store, me],
  );
  const companyId = useStore(store, (s) => s.companyId);
  const skip = owner !== me;
  const [View, setView] = useState<typeof CompanyExpressDialogView | null>(null);
  const wanted = !skip && companyId !== null && View === null;
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    loadChunk(() => import('./CompanyExpressDialog.js')).then(
      (m) => live && setView(() => m.CompanyExpressDialog),
      () => {
        if (!live) return;
        store.setState({ companyId: null });
        client.events.emit('alert', chunkFailedAlert());
      },
    );
    return () => {
      live = false;
    };
  }, [wanted, store, client]);
  if (skip || !View) return null;
  return <View companyId={companyId} onClose={() => store.setState({ companyId: null })} />;
}

/** Props of {@link CompanyExpressButton}. */
interface CompanyExpressButtonProps {
  /** The company the modal opens on. */
  companyId: number;
  /** The button's text. */
  children: ReactNode;
  /** Its accessible name, when the text alone does not say which company (a list row). */
  'aria-label'?: string;
}

/** A button that opens the express data entry modal on a company, through the one opener. */
export function CompanyExpressButton({ companyId, children, ...rest }: CompanyExpressButtonProps) {
  const open = useCompanyExpress();
  return (
    <Button variant="secondary" onClick={() => open(companyId)} {...rest}>
      {children}
    </Button>
  );
}
