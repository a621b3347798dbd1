import { readCsrfMeta } from '../../shared/httpClient';
import { ApiError } from '../../shared/httpClient';
import { defaultGo, handleAuthFailure } from '../auth/adminHttp';
import { getToken } from '../auth/session';

/**
 * Downloads an applicant's CV. The file is served only with the bearer token (never a public URL), so it is
 * fetched like any API call, then handed to the browser as a file.
 */
export async function downloadCv(
  url: string,
  filename: string,
  fetchImpl: typeof fetch = fetch,
): Promise<void> {
  const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest' };
  const csrf = readCsrfMeta();
  if (csrf) headers['X-CSRF-TOKEN'] = csrf;
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetchImpl(url, { headers, credentials: 'same-origin' });
  if (!response.ok) {
    const error = new ApiError(response.status, 'CV');
    handleAuthFailure(error, defaultGo);
    throw error;
  }
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = filename || 'cv';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked later: some browsers start reading the blob only after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
