import { fieldErrors, trackingToVerify, USER_CACHE_KEY } from '@flexportal/core';
import type { ComplianceTracking, VerificationUrl } from '@flexportal/core/contract';
import { useCallback } from 'react';
import { type Resource, useCached } from '../../../hooks/useCached.js';
import { useSignedInUser } from '../../../hooks/useSignedInUser.js';
import { useFlexportalClient } from '../../../provider/FlexportalProvider.js';

/** Trackings are read again after a change or a live event; a minute otherwise. */
export const TRACKINGS_TTL_MS = 60_000;
/** Every compliance read lives under this cache key (the live events drop it). */
export const TRACKINGS_KEY = 'compliance-trackings';

/** The writes on one tracking's files: a document upload and a declaration's signature. */
export interface TrackingWrites {
  /** Uploads a file's document, reporting progress; resolves to an error message or null. */
  upload(
    fileId: number,
    file: File,
    onProgress: (loaded: number, total: number) => void,
  ): Promise<string | null>;
  /** Signs a declaration with the typed name; resolves to an error message or null. */
  sign(fileId: number, signature: string): Promise<string | null>;
  /** Reads the trackings and the user again. */
  refresh(): void;
}

/** What the verification flow reads and does. */
export interface Verification extends TrackingWrites {
  /** The tracking being worked on; null once nothing is left to verify. */
  tracking: Resource<ComplianceTracking | null>;
  /** The form or video verification page's address (AC-7mgr-17). */
  verificationUrl(step: 'form' | 'video'): Promise<string>;
}

/** The server's message of a failed write, for the field it concerns. */
function messageOf(error: unknown, field: string): string {
  const data = (error as { data?: unknown }).data;
  return fieldErrors(data)[field] ?? (data as { message?: string } | undefined)?.message ?? '';
}

/**
 * The one upload and signature mechanism of compliance files (AC-7mgr-18/19): the document
 * is posted as multipart with the client's upload progress, the signature as JSON. Every
 * write drops the compliance and user entries of the cache, so every screen showing the
 * tracking (and the route guard) sees the new state. `trackingId` null: the writes do nothing.
 */
export function useTrackingWrites(trackingId: number | null): TrackingWrites {
  const client = useFlexportalClient();
  const refresh = useCallback(() => {
    client.cache.invalidate(TRACKINGS_KEY);
    client.cache.invalidate(USER_CACHE_KEY);
  }, [client]);
  const base = trackingId === null ? null : `${TRACKINGS_KEY}/${trackingId}`;

  const upload = useCallback<TrackingWrites['upload']>(
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

  const sign = useCallback<TrackingWrites['sign']>(
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

  return { upload, sign, refresh };
}

/**
 * The signed-in user's own tracking (`GET compliance-trackings/user/{id}`), and the calls of
 * the flow: document upload and signature ({@link useTrackingWrites}), verification URLs.
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
  const current = tracking.status === 'ready' ? tracking.data : null;
  const writes = useTrackingWrites(current ? current.id : null);
  const verificationUrl = useVerificationUrl(current ? current.id : null);
  return { tracking, ...writes, verificationUrl };
}

/** The form or video verification page's address of a tracking (AC-7mgr-17). */
export function useVerificationUrl(trackingId: number | null): Verification['verificationUrl'] {
  const client = useFlexportalClient();
  return useCallback(
    async (step: 'form' | 'video') =>
      (
        await client.http.data<VerificationUrl>(
          `${TRACKINGS_KEY}/${trackingId}/${step}-verification-url`,
        )
      ).url,
    [client, trackingId],
  );
}
