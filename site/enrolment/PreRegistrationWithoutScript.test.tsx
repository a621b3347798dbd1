import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isChecked } from '../../shared/schemas/contact';
import { json } from '../test/renderSite';
import { expectPlainPost } from '../forms/expectPlainPost';
import { course, renderCourse, session } from './courseTestPage';

/*
 * Issue 32: pre-registration without JavaScript. A session's button submits the page's session choice (a GET
 * of the course page with ?oturum=<id>#on-kayit); the page then shows that session's form, posted plainly.
 */

afterEach(() => vi.unstubAllGlobals());

const sessions = () => [session(1, '2030-03-12T06:30:00.000Z', 3), session(2, '2030-04-16T06:30:00.000Z', 0)];
const address = '/kurs/excel-ile-veri-analizi';
const sectionOf = () => document.getElementById('on-kayit');
/** The section once the course has loaded (the page shows a skeleton first). */
const shownSection = () => vi.waitFor(() => sectionOf() ?? Promise.reject(new Error('no #on-kayit yet')));

describe('pre-registration without JavaScript', () => {
  it('makes every session’s button ask for the course page with that session', async () => {
    renderCourse(course(sessions()));
    const table = await screen.findByRole('table', { name: 'Eğitim Tarihleri' });
    const choice = document.getElementById('oturum-secimi') as HTMLFormElement;
    expect(choice.tagName).toBe('FORM');
    expect(choice).toHaveAttribute('method', 'get');
    expect(choice).toHaveAttribute('action', `${address}#on-kayit`);
    expect(choice.hidden).toBe(true);
    const [, first, second] = within(table).getAllByRole('row');
    for (const [row, id] of [
      [first, '1'],
      [second, '2'],
    ] as const) {
      const button = within(row).getByRole('button', { name: /^(Ön Kayıt|Bekleme listesine yazıl):/ });
      expect(button).toHaveAttribute('type', 'submit');
      expect(button).toHaveAttribute('name', 'oturum');
      expect(button).toHaveAttribute('value', id);
      expect((button as HTMLButtonElement).form).toBe(choice);
    }
    // The side panel's and the phone bar's buttons too.
    const aside = document.querySelector('.panel--sticky') as HTMLElement;
    expect((within(aside).getByRole('button', { name: 'Ön Kayıt' }) as HTMLButtonElement).form).toBe(choice);
    const bar = document.querySelector('.enrol-bar') as HTMLElement;
    expect((within(bar).getByRole('button') as HTMLButtonElement).value).toBe('1');
    // No session asked for: no form on the page itself.
    expect(sectionOf()).toBeNull();
  });

  it('with JavaScript the button opens the dialog and does not submit the choice', async () => {
    const user = userEvent.setup();
    renderCourse(course(sessions()));
    const choice = (await screen.findByRole('table')) && document.getElementById('oturum-secimi');
    const submitted = vi.fn((event: Event) => event.preventDefault());
    choice?.addEventListener('submit', submitted);
    await user.click(screen.getAllByRole('button', { name: /^Ön Kayıt:/ })[0]);
    expect(await screen.findByRole('dialog', { name: 'Ön Kayıt' })).toBeInTheDocument();
    expect(submitted).not.toHaveBeenCalled();
  });

  it('leads from a course without a session to the contact form, where JavaScript opens the question', async () => {
    renderCourse(course([]));
    const buttons = await screen.findAllByRole('button', { name: 'Bilgi Al ve Kayıt Ol' });
    expect(buttons).toHaveLength(2); // the side panel's and the phone bar's
    const choice = document.getElementById('oturum-secimi');
    for (const button of buttons as HTMLButtonElement[]) {
      expect(button.form).toBe(choice);
      expect(button).toHaveAttribute('formaction', '/iletisim#iletisim-formu');
    }
  });

  it('shows the chosen session’s form on the page, posted to /forms/pre-registration', async () => {
    renderCourse(course(sessions()), undefined, '?oturum=1');
    const section = await shownSection();
    expect(within(section).getByRole('heading', { level: 2, name: 'Ön Kayıt' })).toBeInTheDocument();
    expect(section).toHaveTextContent('12 Mart 2030');
    const name = await within(section).findByLabelText(/Adınız Soyadınız/);
    const form = name.closest('form') as HTMLFormElement;
    expectPlainPost(form, {
      action: '/forms/pre-registration',
      returnTo: address,
      fields: ['email', 'phone', 'company', 'participants', 'note', 'website'],
    });
    const field = (fieldName: string) => form.elements.namedItem(fieldName) as HTMLInputElement;
    expect(field('session_id').value).toBe('1');
    expect(field('waitlist').value).toBe('0');
    expect(isChecked(field('kvkk_consent').value)).toBe(true);
  });

  it('a full session’s form is the waiting list’s', async () => {
    renderCourse(course(sessions()), undefined, '?oturum=2');
    const section = await shownSection();
    expect(within(section).getByRole('heading', { name: 'Bekleme Listesi' })).toBeInTheDocument();
    const name = await within(section).findByLabelText(/Adınız Soyadınız/);
    expect(
      ((name.closest('form') as HTMLFormElement).elements.namedItem('waitlist') as HTMLInputElement).value,
    ).toBe('1');
  });

  it('says the pre-registration was received after the plain post, or the waiting list', async () => {
    renderCourse(course(sessions()), undefined, '?gonderildi=1');
    const status = within(await shownSection()).getByRole('status');
    expect(status).toHaveTextContent('Ön kaydınız alındı');
    expect(status).toHaveTextContent('Mesajınız yetkililere iletildi.');
  });

  it('says the visitor is on the waiting list after ?gonderildi=bekleme', async () => {
    renderCourse(course(sessions()), undefined, '?gonderildi=bekleme');
    const status = within(await shownSection()).getByRole('status');
    expect(status).toHaveTextContent('Bekleme listesine alındınız');
    expect(status).not.toHaveTextContent('Ön kaydınız alındı');
  });

  it('with JavaScript the form on the page sends through fetch and shows the answer there', async () => {
    const user = userEvent.setup();
    const fetchMock = renderCourse(
      course(sessions()),
      () =>
        json({ success: true, message: 'Ön kaydınız bize ulaştı', data: { waitlist: false, seats_left: 2 } }),
      '?oturum=1',
    );
    const name = await screen.findByLabelText(/Adınız Soyadınız/);
    await user.type(name, 'Ayşe Yılmaz');
    await user.type(screen.getByLabelText(/E-posta Adresiniz/), 'ayse@firma.com.tr');
    await user.type(screen.getByLabelText(/Telefon Numaranız/), '0532 555 44 33');
    await user.click(screen.getByRole('checkbox', { name: /KVKK/ }));
    await user.click(screen.getByRole('button', { name: 'Ön Kaydı Gönder' }));
    const status = await within(sectionOf() as HTMLElement).findByRole('status');
    expect(status).toHaveTextContent('Ön kaydınız bize ulaştı');
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts.map(([input]) => new URL(String(input), 'http://x').pathname)).toEqual([
      '/api/pre-registrations',
    ]);
  });
});
