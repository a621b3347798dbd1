import { ApiError, readCsrfMeta } from '../../shared/httpClient';
import type { ApiFailure } from '../../shared/types';
import { defaultGo, handleAuthFailure } from '../auth/adminHttp';
import { getToken } from '../auth/session';
import { attachmentName } from '../inbox/downloadCv';
import { personalDataPath, queryOf } from './personalDataApi';
import type { PersonQuery } from './personalDataTypes';

/** A write needs the CSRF token: the page's, or one asked from the API (which sets its cookie). */
async function csrfToken(fetchImpl: typeof fetch): Promise<string> {
  const known = readCsrfMeta();
  if (known) return known;
  const response = await fetchImpl('/api/csrf-token', { credentials: 'same-origin' });
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/**
 * "Dışa Aktar (ZIP)": POST /api/admin/personal-data/export answers a ZIP (data.json, ozet.html, the CVs).
 * It is fetched with the bearer token like any API call, never from a public address, then handed to the
 * browser as a file under the server's name (kisisel-veri-<day>.zip). A refusal throws the server's
 * ApiError (its per-field errors included).
 */
export async function downloadExport(
  person: PersonQuery,
  reference: string,
  fetchImpl: typeof fetch = fetch,
): Promise<void> {
  const form = new FormData();
  for (const [key, value] of Object.entries({ ...queryOf(person), reference })) form.append(key, value);
  const headers: Record<string, string> = {
    'X-Requested-With': 'XMLHttpRequest',
    'X-CSRF-TOKEN': await csrfToken(fetchImpl),
  };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetchImpl(`/api/admin/${personalDataPath}/export`, {
    method: 'POST',
    headers,
    body: form,
    credentials: 'same-origin',
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as ApiFailure | undefined;
    const error = new ApiError(response.status, body?.message ?? 'Sunucu Hatası!', body);
    handleAuthFailure(error, defaultGo);
    throw error;
  }
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = href;
  const disposition = response.headers.get('content-disposition');
  link.download = disposition ? attachmentName(disposition) : 'kisisel-veri.zip';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked later: some browsers start reading the blob only after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
