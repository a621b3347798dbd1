import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CourseSession } from '../../shared/publicApi';
import { json, mockFetch, renderSite } from '../test/renderSite';
import { PreRegistrationDialog } from './PreRegistrationDialog';

const session: CourseSession = {
  id: 41,
  // 09:30–17:00 in Istanbul.
  starts_at: '2030-03-12T06:30:00.000Z',
  ends_at: '2030-03-14T14:00:00.000Z',
  place: 'Ankara',
  is_online: false,
  seats: 12,
  seats_left: 3,
};

const contracts = [
  { id: 1, name: 'KVKK Aydınlatma Metni', seo_name: 'kvkk-aydinlatma-metni', kvkk_notice: true },
];
const sent = 'Mesajınız yetkililere iletildi. En kısa sürede size dönüş yapacağız.';

/** Answers the contracts list (the notice link) and hands every pre-registration to `post`. */
function mockApi(post: (body: Record<string, FormDataEntryValue>) => Response | Promise<Response>) {
  return mockFetch((path, init) => {
    if (path === '/api/pages/contracts') return json({ success: true, data: contracts });
    if (path === '/api/pre-registrations' && init.method === 'POST')
      return post(Object.fromEntries((init.body as FormData).entries()));
    return json({ success: false, message: 'unexpected' }, 404);
  });
}

const posts = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

function renderDialog(overrides: Partial<CourseSession> = {}, lang: 'tr' | 'en' = 'tr') {
  const onClose = vi.fn();
  renderSite(
    <PreRegistrationDialog
      courseTitle="Excel ile Veri Analizi"
      courseSeoName="excel-ile-veri-analizi"
      session={{ ...session, ...overrides }}
      onClose={onClose}
    />,
    { lang },
  );
  return { onClose };
}

async function fill(user: ReturnType<typeof userEvent.setup>, participants = '2') {
  await user.type(await screen.findByLabelText(/Adınız Soyadınız/), 'Ayşe Yılmaz');
  await user.type(screen.getByLabelText(/E-posta Adresiniz/), 'ayse@firma.com.tr');
  await user.type(screen.getByLabelText(/Telefon Numaranız/), '0532 555 44 33');
  await user.type(screen.getByLabelText(/Firma/), 'Örnek Çelik A.Ş.');
  await user.clear(screen.getByLabelText(/Katılımcı sayısı/));
  await user.type(screen.getByLabelText(/Katılımcı sayısı/), participants);
  await user.click(screen.getByRole('checkbox', { name: /KVKK Aydınlatma Metni/ }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  document.cookie = '_lang=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('PreRegistrationDialog', () => {
  it('names the course and the session in Istanbul time, with the seats left and the notice link', async () => {
    mockApi(() => json({}));
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Ön Kayıt' });
    const summary = within(dialog).getByRole('region', { name: 'Seçtiğiniz oturum' });
    expect(summary).toHaveTextContent('Excel ile Veri Analizi');
    expect(summary).toHaveTextContent('12–14 Mart 2030');
    expect(summary).toHaveTextContent('09:30 – 17:00');
    expect(summary).toHaveTextContent('Ankara');
    expect(summary).toHaveTextContent('Son 3 kontenjan');
    const link = await within(dialog).findByRole('link', { name: /KVKK Aydınlatma Metni/ });
    expect(link).toHaveAttribute('href', '/sozlesme/kvkk-aydinlatma-metni');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('checks the fields with the server’s schema and sends nothing while one is wrong', async () => {
    const fetchMock = mockApi(() => json({}));
    const user = userEvent.setup();
    renderDialog();
    await user.type(await screen.findByLabelText(/E-posta Adresiniz/), 'ayse@');
    await user.click(screen.getByRole('button', { name: 'Ön Kaydı Gönder' }));
    expect(screen.getAllByText('Bu Alan Zorunlu')).toHaveLength(2); // name, phone
    expect(screen.getByText('Geçerli E-Mail Adresi Giriniz')).toBeInTheDocument();
    expect(screen.getByText(/KVKK Aydınlatma Metni’ni onaylayınız/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Adınız Soyadınız/)).toHaveFocus();
    expect(posts(fetchMock)).toHaveLength(0);
  });

  it('sends the session and the consent, then shows the answer’s message in the dialog', async () => {
    const fetchMock = mockApi(() =>
      json({ success: true, message: sent, data: { waitlist: false, seats_left: 1 } }),
    );
    const user = userEvent.setup();
    renderDialog();
    await fill(user);
    await user.type(screen.getByLabelText(/Notunuz/), 'Vejetaryen menü');
    await user.click(screen.getByRole('button', { name: 'Ön Kaydı Gönder' }));

    expect(await screen.findByText(sent)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Ön kaydınız alındı' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tamam' })).toHaveFocus();
    const [[, init]] = posts(fetchMock);
    expect((init?.headers as Record<string, string>)['X-CSRF-TOKEN']).toBe('test-csrf-token');
    expect(Object.fromEntries((init?.body as FormData).entries())).toMatchObject({
      session_id: '41',
      name: 'Ayşe Yılmaz',
      email: 'ayse@firma.com.tr',
      phone: '0532 555 44 33',
      company: 'Örnek Çelik A.Ş.',
      participants: '2',
      note: 'Vejetaryen menü',
      kvkk_consent: '1',
      waitlist: '0',
      website: '',
    });
  });

  it('shows the server’s field errors under their fields and keeps everything typed', async () => {
    mockApi(() =>
      json({ success: false, message: 'Geçersiz', errors: { phone: 'Bu numara kabul edilmiyor' } }, 422),
    );
    const user = userEvent.setup();
    renderDialog();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Ön Kaydı Gönder' }));
    const phone = screen.getByLabelText(/Telefon Numaranız/);
    await waitFor(() => expect(phone).toHaveAccessibleDescription('Bu numara kabul edilmiyor'));
    expect(phone).toHaveFocus();
    expect(screen.getByLabelText(/Adınız Soyadınız/)).toHaveValue('Ayşe Yılmaz');
    expect(screen.getByLabelText(/Firma/)).toHaveValue('Örnek Çelik A.Ş.');
    expect(screen.getByRole('checkbox', { name: /KVKK/ })).toBeChecked();
  });

  it('a failure of the system says so and keeps the values', async () => {
    mockApi(() => Promise.reject(new TypeError('Failed to fetch')));
    const user = userEvent.setup();
    renderDialog();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Ön Kaydı Gönder' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sistem Hatası!');
    expect(screen.getByLabelText(/E-posta Adresiniz/)).toHaveValue('ayse@firma.com.tr');
    expect(screen.getByRole('button', { name: 'Ön Kaydı Gönder' })).toBeEnabled();
  });

  it('offers the waiting list when the seats ran out meanwhile, and sends the same values to it', async () => {
    const fetchMock = mockApi((body) =>
      body.waitlist === '1'
        ? json({
            success: true,
            message: 'Bu oturum dolu: bekleme listesine alındınız. Yer açılınca sizi arayacağız.',
            data: { waitlist: true, seats_left: 1 },
          })
        : json(
            {
              success: false,
              message: 'Bu oturumda yeterli kontenjan kalmadı',
              errors: { participants: 'Bu oturumda 1 kişilik kontenjan kaldı' },
            },
            409,
          ),
    );
    const user = userEvent.setup();
    renderDialog();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Ön Kaydı Gönder' }));

    const offer = await screen.findByRole('alert');
    expect(offer).toHaveTextContent('Bekleme listesine yazılabilirsiniz');
    expect(screen.getByLabelText(/Katılımcı sayısı/)).toHaveAccessibleDescription(
      'Bu oturumda 1 kişilik kontenjan kaldı',
    );
    expect(screen.getByLabelText(/Adınız Soyadınız/)).toHaveValue('Ayşe Yılmaz');
    await user.click(within(offer).getByRole('button', { name: 'Bekleme listesine yazıl' }));

    expect(await screen.findByRole('dialog', { name: 'Bekleme listesine alındınız' })).toHaveTextContent(
      'Yer açılınca sizi arayacağız',
    );
    const [first, second] = posts(fetchMock).map(([, init]) =>
      Object.fromEntries((init?.body as FormData).entries()),
    );
    expect(first.waitlist).toBe('0');
    expect(second).toMatchObject({ ...first, waitlist: '1' });
  });

  it('for a full session it is the waiting list from the start', async () => {
    const fetchMock = mockApi(() =>
      json({ success: true, message: 'ok', data: { waitlist: true, seats_left: 0 } }),
    );
    const user = userEvent.setup();
    renderDialog({ seats_left: 0 });
    expect(screen.getByRole('dialog', { name: 'Bekleme Listesi' })).toHaveTextContent('Kontenjan dolu');
    await fill(user, '1');
    await user.click(screen.getByRole('button', { name: 'Bekleme Listesine Yazıl' }));
    await screen.findByRole('dialog', { name: 'Bekleme listesine alındınız' });
    expect(Object.fromEntries((posts(fetchMock)[0][1]?.body as FormData).entries()).waitlist).toBe('1');
  });

  it('speaks English on the English site', async () => {
    mockApi(() => json({}));
    // The visitor's language as the site keeps it: stored, and known to the server by the cookie.
    localStorage.setItem('lang', 'en');
    document.cookie = '_lang=en';
    renderDialog({ seats_left: 1 }, 'en');
    expect(screen.getByRole('dialog', { name: 'Pre-registration' })).toHaveTextContent('Last seat');
    expect(await screen.findByRole('button', { name: 'Send pre-registration' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Number of participants/)).toHaveValue(1);
  });

  it('says its own refusals in English on the English site, the consent one too (issue 30)', async () => {
    const fetchMock = mockApi(() => json({}));
    document.cookie = '_lang=en';
    const user = userEvent.setup();
    renderDialog({}, 'en');
    await user.click(await screen.findByRole('button', { name: 'Send pre-registration' }));
    const consent = screen.getByRole('checkbox');
    expect(consent).toHaveAccessibleDescription(
      'Please accept the Personal Data Protection Notice to continue',
    );
    expect(document.querySelector('.enrol-form')).not.toHaveTextContent(/onaylayınız|Zorunlu/);
    expect(posts(fetchMock)).toHaveLength(0);
  });

  it('shows the server’s English answers on the English site: the seats left, then the waiting list', async () => {
    mockApi((body) =>
      body.waitlist === '1'
        ? json({
            success: true,
            message:
              'This session is full: you are on the waiting list. We will call you when a seat frees up.',
            data: { waitlist: true, seats_left: 1 },
          })
        : json(
            {
              success: false,
              message: 'There are not enough seats left in this session',
              errors: { participants: 'Only 1 seat is left in this session' },
            },
            409,
          ),
    );
    localStorage.setItem('lang', 'en');
    document.cookie = '_lang=en';
    const user = userEvent.setup();
    renderDialog({}, 'en');
    const field = (name: string) => {
      const element = document.querySelector<HTMLInputElement>(`.enrol-form [name="${name}"]`);
      if (!element) throw new Error(`no field ${name}`);
      return element;
    };
    await screen.findByRole('button', { name: 'Send pre-registration' });
    await user.type(field('name'), 'Jane Smith');
    await user.type(field('email'), 'jane@example.com');
    await user.type(field('phone'), '0532 555 44 33');
    await user.clear(field('participants'));
    await user.type(field('participants'), '2');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Send pre-registration' }));

    const offer = await screen.findByRole('alert');
    expect(offer).toHaveTextContent('You can join the waiting list');
    expect(screen.getByLabelText(/Number of participants/)).toHaveAccessibleDescription(
      'Only 1 seat is left in this session',
    );
    await user.click(within(offer).getByRole('button', { name: 'Join the waiting list' }));
    const done = await screen.findByRole('dialog', { name: 'You are on the waiting list' });
    expect(within(done).getByRole('status')).toHaveTextContent(
      'This session is full: you are on the waiting list. We will call you when a seat frees up.',
    );
    expect(done).not.toHaveTextContent(/[çğıİöşü]/);
  });
});
