import type { FlexportalClient, SendRequest } from '@flexportal/core';

/**
 * Posts a multipart form (AC-7mgr-24): text fields as they are, each file under
 * `attachments[]` (array fields as `name[]`). The bearer goes in a header, as on every call;
 * `request` (the submit flow's signal) goes with it.
 */
export function sendMultipart<T>(
  client: FlexportalClient,
  path: string,
  fields: Readonly<Record<string, string>>,
  files: readonly File[],
  request: SendRequest = {},
): Promise<T> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append('attachments[]', file, file.name);
  return client.http.data<T>(path, { ...request, method: 'POST', body: form });
}
