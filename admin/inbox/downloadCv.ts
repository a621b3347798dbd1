import { readCsrfMeta } from '../../shared/httpClient';
import { ApiError } from '../../shared/httpClient';
import { defaultGo, handleAuthFailure } from '../auth/adminHttp';
import { getToken } from '../auth/session';

/**
 * The name the server chose (`cv-12-cagri-ozturk.pdf`, from the file's real type): never the applicant's
 * own file name, which could say `x.html` or hide its extension behind a right-to-left override.
 */
export function attachmentName(contentDisposition: string | null): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(contentDisposition ?? '')?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // a malformed escape: fall back to the plain name
    }
  }
  return /filename="([^"]+)"/i.exec(contentDisposition ?? '')?.[1] ?? 'cv';
}

/**
 * Downloads an applicant's CV. The file is served only with the bearer token (never a public URL), so it is
 * fetched like any API call, then handed to the browser as a file under the name the server gave it.
 */
export async function downloadCv(url: string, fetchImpl: typeof fetch = fetch): Promise<void> {
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
  link.download = attachmentName(response.headers.get('content-disposition'));
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked later: some browsers start reading the blob only after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
