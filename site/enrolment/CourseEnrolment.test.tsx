import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../test/renderSite';
import { course, renderCourse, session } from './courseTestPage';

afterEach(() => vi.unstubAllGlobals());

describe('the course page’s sessions', () => {
  it('gives each session its seats, its own Ön Kayıt and its calendar links', async () => {
    renderCourse(
      course([session(1, '2030-03-12T06:30:00.000Z', 3), session(2, '2030-04-16T06:30:00.000Z', 0)]),
    );
    const table = await screen.findByRole('table', { name: 'Eğitim Tarihleri' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('Son 3 kontenjan');
    expect(
      within(first).getByRole('button', { name: /^Ön Kayıt: Excel ile Veri Analizi, 12 Mart 2030/ }),
    ).toBeInTheDocument();
    expect(second).toHaveTextContent('Kontenjan dolu');
    expect(within(second).getByRole('button', { name: /^Bekleme listesine yazıl:/ })).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Takvim dosyası (.ics)' })).toHaveAttribute(
      'href',
      '/api/pages/session/1/calendar.ics',
    );
    const google = within(second).getByRole('link', { name: /Google Takvim/ });
    expect(new URL(google.getAttribute('href') ?? '').searchParams.get('location')).toBe('Online');
    // The phone's bar: the price and the next session's action.
    expect(screen.getByText('4.500 TL + KDV', { selector: '.enrol-bar__price > bdi' })).toBeInTheDocument();
  });

  it('shows the seats left from the registration’s answer at once', async () => {
    const user = userEvent.setup();
    renderCourse(course([session(1, '2030-03-12T06:30:00.000Z', 3)]), () =>
      json({ success: true, message: 'Alındı', data: { waitlist: false, seats_left: 1 } }),
    );
    const table = await screen.findByRole('table');
    await user.click(within(table).getByRole('button', { name: /^Ön Kayıt:/ }));
    await user.type(await screen.findByLabelText(/Adınız Soyadınız/), 'Ayşe Yılmaz');
    await user.type(screen.getByLabelText(/E-posta Adresiniz/), 'ayse@firma.com.tr');
    await user.type(screen.getByLabelText(/Telefon Numaranız/), '0532 555 44 33');
    await user.clear(screen.getByLabelText(/Katılımcı sayısı/));
    await user.type(screen.getByLabelText(/Katılımcı sayısı/), '2');
    await user.click(screen.getByRole('checkbox', { name: /KVKK/ }));
    await user.click(screen.getByRole('button', { name: 'Ön Kaydı Gönder' }));
    await screen.findByText('Alındı');
    expect(within(table).getByRole('row', { name: /12 Mart 2030/ })).toHaveTextContent('Son 1 kontenjan');
    await user.click(screen.getByRole('button', { name: 'Tamam' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers the first session with a seat, not the full earliest one (side panel and phone bar)', async () => {
    const sessions = [
      session(1, '2030-03-12T06:30:00.000Z', 0),
      session(3, '2030-04-16T06:30:00.000Z', 4),
      session(5, '2030-05-14T06:30:00.000Z', 0),
    ];
    renderCourse({ ...course(sessions), next_session: sessions[1] });
    await screen.findByRole('table', { name: 'Eğitim Tarihleri' });
    const bar = document.querySelector('.enrol-bar') as HTMLElement;
    expect(bar).toHaveTextContent('16 Nisan 2030');
    expect(within(bar).getByRole('button', { name: /^Ön Kayıt:/ })).toBeInTheDocument();
    expect(within(bar).queryByRole('button', { name: /Bekleme listesine/ })).toBeNull();
    const aside = document.querySelector('.panel--sticky') as HTMLElement;
    expect(aside).toHaveTextContent('16 Nisan 2030');
    expect(within(aside).getByRole('button', { name: 'Ön Kayıt' })).toBeInTheDocument();
  });

  it('offers the waiting list only when every session is full', async () => {
    const sessions = [session(1, '2030-03-12T06:30:00.000Z', 0), session(3, '2030-04-16T06:30:00.000Z', 0)];
    renderCourse(course(sessions));
    await screen.findByRole('table', { name: 'Eğitim Tarihleri' });
    const bar = document.querySelector('.enrol-bar') as HTMLElement;
    expect(bar).toHaveTextContent('12 Mart 2030');
    expect(within(bar).getByRole('button', { name: /^Bekleme listesine yazıl:/ })).toBeInTheDocument();
  });

  it('a course with no session keeps a way to ask, the course named as the subject', async () => {
    const user = userEvent.setup();
    renderCourse(course([]));
    const [asideButton] = await screen.findAllByRole('button', { name: 'Bilgi Al ve Kayıt Ol' });
    await user.click(asideButton);
    const dialog = screen.getByRole('dialog', { name: 'Bilgi Al' });
    expect(await within(dialog).findByLabelText(/^Konu/)).toHaveValue('Excel ile Veri Analizi');
  });
});
