import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, renderSite } from '../test/renderSite';
import type { WaitlistOffer } from '../waitlist/waitlistOffer';
import { WaitlistOfferPage } from './WaitlistOfferPage';

afterEach(() => vi.unstubAllGlobals());

const token = 'f3A9-kx_71';
const offerPath = `/api/waitlist-offers/${token}`;

const openOffer: WaitlistOffer = {
  course: 'İş Sağlığı ve Güvenliği Eğitimi',
  course_slug: 'is-sagligi-ve-guvenligi',
  // 10:00 in Istanbul.
  session_starts_at: '2030-12-12T07:00:00.000Z',
  session_place: 'İstanbul',
  participants: 2,
  // 14:00 in Istanbul.
  expires_at: '2030-12-10T11:00:00.000Z',
  status: 'open',
};

/** The offer's GET answers `offer`; each answer (accept, decline) goes to `answer`. */
function mockOfferApi(
  offer: Response | WaitlistOffer,
  answer: (choice: string) => Response = () => json({ success: true, message: 'ok' }),
) {
  return mockFetch((path, init) => {
    if (path === offerPath && (init.method ?? 'GET') === 'GET')
      return offer instanceof Response ? offer : json({ success: true, data: offer });
    if (path.startsWith(`${offerPath}/`) && init.method === 'POST')
      return answer(path.slice(offerPath.length + 1));
    return json({ success: false, message: 'unexpected' }, 404);
  });
}

const answers = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([input, init]) => ({
      path: new URL(String(input), 'http://localhost').pathname,
      csrf: (init?.headers as Record<string, string>)['X-CSRF-TOKEN'],
    }));

function renderPage(lang: 'tr' | 'en' = 'tr') {
  const prefix = lang === 'en' ? '/en' : '';
  return renderSite(
    <Routes>
      <Route path={`${prefix}/bekleme-listesi/:token`} element={<WaitlistOfferPage />} />
    </Routes>,
    { lang, path: `${prefix}/bekleme-listesi/${token}` },
  );
}

describe('WaitlistOfferPage', () => {
  it('shows the seat held for the visitor and takes it with "Yerimi al"', async () => {
    const user = userEvent.setup();
    const fetchMock = mockOfferApi(openOffer);
    renderPage();

    const card = await screen.findByRole('region', { name: 'Size bir yer açıldı' });
    expect(card).toHaveTextContent('Eğitimİş Sağlığı ve Güvenliği Eğitimi');
    expect(within(card).getByRole('link', { name: 'İş Sağlığı ve Güvenliği Eğitimi' })).toHaveAttribute(
      'href',
      '/kurs/is-sagligi-ve-guvenligi',
    );
    expect(card).toHaveTextContent('Tarih12 Aralık 2030 · 10:00');
    expect(card).toHaveTextContent('Yerİstanbul');
    expect(card).toHaveTextContent('Katılımcı2 kişi');
    expect(card).toHaveTextContent('Bu yer sizin için 10 Aralık 2030, 14:00 saatine kadar ayrıldı.');

    await user.click(within(card).getByRole('button', { name: 'Yerimi al' }));
    const done = await screen.findByRole('heading', { name: 'Yeriniz ayrıldı' });
    expect(done).toHaveFocus();
    expect(screen.getByText(/Kaydınızı kesinleştirmek için sizi arayacağız/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Yerimi al' })).not.toBeInTheDocument();
    expect(answers(fetchMock)).toEqual([{ path: `${offerPath}/accept`, csrf: 'test-csrf-token' }]);
  });

  it('asks once more before giving the seat up, and "Vazgeç" keeps it', async () => {
    const user = userEvent.setup();
    const fetchMock = mockOfferApi(openOffer);
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Yerimi istemiyorum' }));
    expect(screen.getByText(/Yer sıradaki kişiye teklif edilecek/)).toBeInTheDocument();
    const keep = screen.getByRole('button', { name: 'Vazgeç' });
    expect(keep).toHaveFocus();
    await user.click(keep);
    expect(screen.getByRole('button', { name: 'Yerimi istemiyorum' })).toHaveFocus();
    expect(answers(fetchMock)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Yerimi istemiyorum' }));
    await user.click(screen.getByRole('button', { name: 'Evet, yerimi istemiyorum' }));
    expect(await screen.findByRole('heading', { name: 'Yerinizi bıraktınız' })).toHaveFocus();
    expect(answers(fetchMock).map((call) => call.path)).toEqual([`${offerPath}/decline`]);
  });

  it('shows an offer that ran out while the page was open as expired', async () => {
    const user = userEvent.setup();
    mockOfferApi(openOffer, () => json({ success: false, message: 'Teklifin süresi doldu' }, 410));
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Yerimi al' }));
    expect(await screen.findByRole('heading', { name: 'Teklifin süresi doldu' })).toHaveFocus();
    expect(screen.getByText(/yer sıradaki kişiye geçti/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Yerimi al' })).not.toBeInTheDocument();
  });

  it('keeps the answers after a server failure, with a message to try again', async () => {
    const user = userEvent.setup();
    const fetchMock = mockOfferApi(openOffer, () => json({ success: false, message: 'Sunucu Hatası!' }, 500));
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Yerimi al' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('İşlem tamamlanamadı');
    expect(screen.getByRole('button', { name: 'Yerimi al' })).toBeEnabled();
    expect(answers(fetchMock)).toHaveLength(1);
  });

  it("shows the server's refusal in the page's language, which the answer names", async () => {
    const user = userEvent.setup();
    const refusal = 'This seat is already reserved for you. Please contact us to cancel it.';
    const fetchMock = mockOfferApi(openOffer, () => json({ success: false, message: refusal }, 409));
    renderPage('en');

    await user.click(await screen.findByRole('button', { name: 'I do not want the seat' }));
    await user.click(screen.getByRole('button', { name: 'Yes, give up the seat' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    const sent = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')?.[1]?.body as FormData;
    expect(sent.get('lang')).toBe('en');
  });

  it('reads an offer already taken or run out from its state, without the answers', async () => {
    mockOfferApi({ ...openOffer, status: 'taken', expires_at: null });
    const { unmount } = renderPage();
    expect(await screen.findByRole('heading', { name: 'Yeriniz ayrıldı' })).not.toHaveFocus();
    expect(screen.getByText('İş Sağlığı ve Güvenliği Eğitimi')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    unmount();

    mockOfferApi({ ...openOffer, status: 'expired', expires_at: null });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Teklifin süresi doldu' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says so when the link names no offer', async () => {
    mockOfferApi(json({ success: false, message: 'Teklif bulunamadı' }, 404));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Teklif bulunamadı' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'İletişim' })).toHaveAttribute('href', '/iletisim');
  });

  it('speaks English on the English page, dates in English', async () => {
    const user = userEvent.setup();
    mockOfferApi({ ...openOffer, participants: 1, session_place: null });
    renderPage('en');

    const card = await screen.findByRole('region', { name: 'A seat has opened for you' });
    expect(card).toHaveTextContent('Date12 December 2030 · 10:00');
    expect(card).toHaveTextContent('Participants1 person');
    expect(card).not.toHaveTextContent('Place');
    expect(card).toHaveTextContent('This seat is held for you until 14:00 on 10 December 2030.');
    await user.click(within(card).getByRole('button', { name: 'Take my seat' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Your seat is reserved' })).toHaveFocus());
  });
});
