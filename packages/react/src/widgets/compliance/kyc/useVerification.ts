import { fieldErrors, trackingToVerify, USER_CACHE_KEY } from '@flexportal/core';
import type { ComplianceTracking, VerificationUrl } from '@flexportal/core/contract';
import { useCallback } from 'react';
import { type Resource, useCached } from '../../../hooks/useCached.js';
import { useSignedInUser } from '../../../hooks/useSignedInUser.js';
import { useFlexportalClient } from '../../../provider/FlexportalProvider.js';

/** Trackings are read again after a change or a live event; a minute otherwise. */
const TRACKINGS_TTL_MS = 60_000;
/** Every compliance read lives under this cache key (the live events drop it). */
const TRACKINGS_KEY = 'compliance-trackings';

/** What the verification flow reads and does. */
export interface Verification {
  /** The tracking being worked on; null once nothing is left to verify. */
  tracking: Resource<ComplianceTracking | null>;
  /** Uploads a file's document, reporting progress; resolves to an error message or null. */
  upload(
    fileId: number,
    file: File,
    onProgress: (loaded: number, total: number) => void,
  ): Promise<string | null>;
  /** Signs a declaration with the typed name; resolves to an error message or null. */
  sign(fileId: number, signature: string): Promise<string | null>;
  /** The form or video verification page's address (AC-7mgr-17). */
  verificationUrl(step: 'form' | 'video'): Promise<string>;
  /** Reads the tracking and the user again. */
  refresh(): void;
}

/** The server's message of a failed write, for the field it concerns. */
function messageOf(error: unknown, field: string): string {
  const data = (error as { data?: unknown }).data;
  return fieldErrors(data)[field] ?? (data as { message?: string } | undefined)?.message ?? '';
}

/**
 * The signed-in user's own tracking (`GET compliance-trackings/user/{id}`), and the calls of
 * the flow: document upload, signature, verification URLs. Every write drops the compliance
 * and user entries of the cache, so the flow and the route guard see the new state.
 */
export function useVerification(): Verification {
  const client = useFlexportalClient();
  const user = useSignedInUser();
  const userId = user.status === 'ready' ? user.data.id : null;
  const path = userId === null ? null : `${TRACKINGS_KEY}/user/${userId}`;
  const tracking = useCached<ComplianceTracking | null>(
    path,
    async () =>
      trackingToVerify(
        (await client.http.list<ComplianceTracking>(path as string, { per_page: 100 })).items,
      ),
    TRACKINGS_TTL_MS,
  );
  const refresh = useCallback(() => {
    client.cache.invalidate(TRACKINGS_KEY);
    client.cache.invalidate(USER_CACHE_KEY);
  }, [client]);
  const current = tracking.status === 'ready' ? tracking.data : null;
  const base = current ? `${TRACKINGS_KEY}/${current.id}` : null;

  const upload = useCallback<Verification['upload']>(
    async (fileId, file, onProgress) => {
      if (!base) return '';
      const body = new FormData();
      body.set('document', file);
      try {
        await client.http.raw(`${base}/files/${fileId}/document`, {
          method: 'POST',
          body,
          onUploadProgress: onProgress,
        });
        return null;
      } catch (error) {
        return messageOf(error, 'document');
      } finally {
        refresh();
      }
    },
    [client, base, refresh],
  );

  const sign = useCallback<Verification['sign']>(
    async (fileId, signature) => {
      if (!base) return '';
      try {
        await client.http.raw(`${base}/files/${fileId}/signature`, {
          method: 'POST',
          body: { signature },
        });
        return null;
      } catch (error) {
        return messageOf(error, 'signature');
      } finally {
        refresh();
      }
    },
    [client, base, refresh],
  );

  const verificationUrl = useCallback(
    async (step: 'form' | 'video') =>
      (await client.http.data<VerificationUrl>(`${base}/${step}-verification-url`)).url,
    [client, base],
  );

  return { tracking, upload, sign, verificationUrl, refresh };
}
