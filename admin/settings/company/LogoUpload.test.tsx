import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RecordedRequest } from '../../testing/fakeFetch';
import { preparePanel, renderPanelAt } from '../../testing/renderPanel';
import companySettings from '.';

/* Issue 14: the company's logos and favicon are uploaded, not typed. */

const company = {
  main_logo_path: '/brand/logo.svg',
  second_logo_path: '',
  fav_ico_logo_path: '/favicon.ico',
  main_color: '#0a3d62',
  second_color: '#e67e22',
  project_company_name: 'Akademi',
  company_name: { tr: 'Akademi Eğitim' },
  project_company_url: 'https://akademi.example',
};
const uploaded = '/uploads/brand/0123456789abcdef0123456789abcdef.png';

function respond(request: RecordedRequest) {
  const url = new URL(request.url, 'http://localhost');
  const method = request.body?._method ?? request.method;
  const ok = (data: unknown, status = 200) => ({
    status,
    body: { success: true, message: 'Güncellendi!', data },
  });
  if (url.pathname.endsWith('/not-check-count')) return ok({ count: 0 });
  if (url.pathname === '/api/admin/settings/company/logo')
    return ok({ url: uploaded, width: 64, height: 64 }, 201);
  if (url.pathname === '/api/admin/settings/company' && method === 'GET') return ok(company);
  if (url.pathname === '/api/admin/settings/company') return ok({ ...company, ...request.body });
  return { status: 404, body: { success: false, message: 'Adres bulunamadı' } };
}

beforeEach(() => preparePanel(['dashboard', 'settings']));
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

// The settings screen is a lazy chunk: on a busy machine its first render takes seconds.
describe('company logos', { timeout: 30_000 }, () => {
  it('uploads a favicon, puts its path in the form, and saves it with the form', async () => {
    const server = renderPanelAt('/admin/settings/company', [companySettings], respond);
    const favicon = await screen.findByTestId('fav_ico_logo_path-file', {}, { timeout: 10_000 });
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'favicon.png', { type: 'image/png' });
    fireEvent.change(favicon, { target: { files: [file] } });

    await waitFor(() =>
      expect(server.requests.some((request) => request.url === '/api/admin/settings/company/logo')).toBe(
        true,
      ),
    );
    const upload = server.requests.find((request) => request.url === '/api/admin/settings/company/logo')!;
    expect(upload.body).toMatchObject({ slot: 'favicon' });
    expect(upload.body?.file).toBeInstanceOf(File);
    await waitFor(() => expect(screen.getByDisplayValue(uploaded)).toBeInTheDocument());

    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() =>
      expect(
        server.requests.find(
          (request) => request.url === '/api/admin/settings/company' && request.method !== 'GET',
        )?.body,
      ).toMatchObject({ fav_ico_logo_path: uploaded }),
    );
  });

  it('refuses a file that is no JPEG, PNG or WebP before sending it', async () => {
    const server = renderPanelAt('/admin/settings/company', [companySettings], respond);
    const logo = await screen.findByTestId('main_logo_path-file', {}, { timeout: 10_000 });
    fireEvent.change(logo, {
      target: { files: [new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' })] },
    });
    expect(await screen.findByText(/logo\.svg/)).toBeInTheDocument();
    expect(server.requests.some((request) => request.url.endsWith('/settings/company/logo'))).toBe(false);
  });
});
