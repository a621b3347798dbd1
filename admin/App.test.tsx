import GavelIcon from '@mui/icons-material/Gavel';
import PeopleIcon from '@mui/icons-material/People';
import { screen, waitFor, within } from '@testing-library/react';
import { useParams } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import dashboard from './dashboard';
import type { AdminScreen } from './navigation/screen';
import { preparePanel, renderPanelAt } from './testing/renderPanel';

const stats = {
  published_courses: 20,
  upcoming_sessions: 41,
  unread_messages: 3,
  unread_applications: 2,
  new_pre_registrations: 5,
  messages_per_week: ['2025-01-06', '2025-01-13'].map((week_start, index) => ({
    week_start,
    count: index + 1,
  })),
};

const ContractList = () => <p>Sözleşme listesi</p>;
const ContractEdit = () => <p>Sözleşme düzenle {useParams().id}</p>;
const UserList = () => <p>Kullanıcı listesi</p>;
const screens: AdminScreen[] = [
  dashboard,
  { route: 'contracts', resource: 'contracts', icon: GavelIcon, list: ContractList, edit: ContractEdit },
  { route: 'users', resource: 'users', icon: PeopleIcon, list: UserList },
];

/** The panel signed in with `permissions`, at `path`; its API has the dashboard's figures and nothing else. */
function openAt(path: string, permissions: string[]) {
  preparePanel(permissions);
  return renderPanelAt(path, screens, (request) => {
    if (request.url === '/api/admin/dashboard') return { body: { success: true, data: stats } };
    if (request.url.endsWith('/not-check-count')) return { body: { success: true, data: { count: 5 } } };
    return { status: 404, body: { success: false, message: 'Adres bulunamadı' } };
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const menu = () => screen.getByRole('navigation', { name: 'Menü' });

describe('admin routes (SPEC §2)', () => {
  it('sends /admin to /admin/dashboard, which shows the figures from the API', async () => {
    openAt('/admin', ['dashboard', 'contracts', 'users', 'inbox']);
    await waitFor(() => expect(window.location.pathname).toBe('/admin/dashboard'));
    expect(await screen.findByText('41')).toBeInTheDocument();
    expect(screen.getByText('Yaklaşan Oturumlar')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Haftalık İletişim Mesajları/ })).toBeInTheDocument();
  });

  it('sends an unknown path to /admin/404, a real page', async () => {
    openAt('/admin/nowhere/at/all', ['dashboard']);
    expect(
      await within(await screen.findByRole('main')).findByRole('heading', { name: 'Sayfa Bulunamadı' }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/admin/404');
  });

  it("redirects a spec path to react-admin's path for the same screen", async () => {
    openAt('/admin/contract-update?id=3', ['dashboard', 'contracts']);
    expect(await screen.findByText(/Sözleşme düzenle 3/)).toBeInTheDocument();
    expect(window.location.pathname).toBe('/admin/contracts/3');
  });

  it('shows the access-denied page on a screen the role group may not open', async () => {
    openAt('/admin/users', ['dashboard', 'contracts']);
    expect(
      await within(await screen.findByRole('main')).findByRole('heading', { name: 'Erişim Engellendi' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Kullanıcı listesi')).toBeNull();
  });
});

describe('the menu', () => {
  it('lists registered screens the user may open, under the spec groups', async () => {
    openAt('/admin/dashboard', ['dashboard', 'contracts', 'users']);
    await screen.findByText('41');
    const nav = menu();
    expect(within(nav).getByText('Menü')).toBeInTheDocument();
    expect(within(nav).getByText('Genel Ayarlar')).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: /İstatistikler/ })).toHaveAttribute(
      'href',
      '/admin/dashboard',
    );
    expect(within(nav).getByRole('link', { name: /Sözleşmeler/ })).toHaveAttribute(
      'href',
      '/admin/contracts',
    );
    expect(within(nav).getByRole('link', { name: /Kullanıcılar/ })).toBeInTheDocument();
    // No screen is registered for these yet: no entry, no empty group.
    expect(within(nav).queryByText('Diller')).toBeNull();
    expect(within(nav).queryByText('Destek')).toBeNull();
  });

  it('hides what the role group lacks', async () => {
    openAt('/admin/dashboard', ['dashboard', 'contracts']);
    await screen.findByText('41');
    expect(within(menu()).queryByRole('link', { name: /Kullanıcılar/ })).toBeNull();
    expect(within(menu()).getByRole('link', { name: /Sözleşmeler/ })).toBeInTheDocument();
  });
});
