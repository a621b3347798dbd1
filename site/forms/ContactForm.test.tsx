import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, renderSite } from '../test/renderSite';
import { ContactForm } from './ContactForm';
import { mockFormApi } from './kvkkTestApi';

const consentBox = () => screen.getByRole('checkbox', { name: /KVKK Aydınlatma Metni/ });

const fill = async (
  user: ReturnType<typeof userEvent.setup>,
  values: Partial<Record<string, string>> = {},
) => {
  const v = {
    name: 'Ayşe Yılmaz',
    email: 'ayse@example.com',
    phone: '0 532 555 11 22',
    subject: 'Kurumsal eğitim',
    message: 'Ekibimiz için teklif rica ediyoruz.',
    ...values,
  };
  await user.type(screen.getByLabelText(/Adınız Soyadınız/), v.name);
  await user.type(screen.getByLabelText(/E-posta Adresiniz/), v.email);
  await user.type(screen.getByLabelText(/Telefon Numaranız/), v.phone);
  await user.type(screen.getByLabelText(/^Konu/), v.subject);
  await user.type(screen.getByLabelText(/Mesajınız/), v.message);
  await user.click(consentBox());
  return v;
};

const submit = () => screen.getByRole('button', { name: 'Gönder' });

/** Renders the form, fills in every field, ticks the consent and presses "Gönder"; returns what was typed. */
const sendFilled = async (user: ReturnType<typeof userEvent.setup>) => {
  renderSite(<ContactForm />);
  const typed = await fill(user);
  await user.click(submit());
  return typed;
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('ContactForm validation (SPEC §5)', () => {
  it('shows no error before a field is touched, then the first error under a touched field only', async () => {
    mockFetch(() => json({}));
    const user = userEvent.setup();
    renderSite(<ContactForm />);
    expect(screen.queryByText('Bu Alan Zorunlu')).toBeNull();

    await user.click(screen.getByLabelText(/Adınız Soyadınız/));
    await user.tab();
    const name = screen.getByLabelText(/Adınız Soyadınız/);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('Bu Alan Zorunlu')).toHaveLength(1);
    expect(name.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')).toHaveTextContent(
      'Bu Alan Zorunlu',
    );
  });

  it('shows every field’s first error on submit, focuses the first one and sends nothing', async () => {
    const { submits } = mockFormApi(() => json({ success: true, message: 'ok' }));
    const user = userEvent.setup();
    renderSite(<ContactForm />);
    await user.type(screen.getByLabelText(/E-posta Adresiniz/), 'not-an-email');
    await user.click(screen.getByLabelText(/^Konu/));
    await user.paste('x'.repeat(251));
    await user.click(submit());

    expect(screen.getAllByText('Bu Alan Zorunlu')).toHaveLength(3); // name, phone, message
    expect(screen.getByText('Geçerli E-Mail Adresi Giriniz')).toBeInTheDocument();
    expect(screen.getByText('Bu Alan 250 Karakteri Geçemez')).toBeInTheDocument();
    expect(screen.getByText('Devam etmek için KVKK Aydınlatma Metni’ni onaylayınız')).toBeInTheDocument();
    expect(consentBox()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Adınız Soyadınız/)).toHaveFocus();
    expect(submits()).toEqual([]);
  });

  it('asks for the KVKK consent with a link to the notice chosen in the back office, in a new tab', async () => {
    const { submits } = mockFormApi(() => json({ success: true, message: 'ok' }));
    const user = userEvent.setup();
    renderSite(<ContactForm />);
    const link = await screen.findByRole('link', { name: /KVKK Aydınlatma Metni/ });
    expect(link).toHaveAttribute('href', '/sozlesme/kvkk-aydinlatma-metni');
    expect(link).toHaveAttribute('target', '_blank');
    // jsdom trims each element's text when it names a link; a browser keeps the (non-breaking) space.
    expect(link).toHaveAccessibleName(/^KVKK Aydınlatma Metni\s?\(yeni sekmede açılır\)$/);
    expect(consentBox()).not.toBeChecked();

    // Everything filled but the box: nothing is sent, the box takes focus and says why.
    await fill(user);
    await user.click(consentBox());
    await user.click(submit());
    expect(submits()).toEqual([]);
    expect(consentBox()).toHaveFocus();
    expect(document.getElementById(consentBox().getAttribute('aria-describedby') ?? '')).toHaveTextContent(
      'Devam etmek için KVKK Aydınlatma Metni’ni onaylayınız',
    );
  });

  it('names the notice in the visitor’s language', async () => {
    mockFormApi(() => json({}));
    renderSite(<ContactForm />, { lang: 'en' });
    const link = await screen.findByRole('link', { name: /Personal Data Protection Notice/ });
    expect(link).toHaveAttribute('href', '/sozlesme/kvkk-aydinlatma-metni');
    expect(
      screen.getByRole('checkbox', { name: /I have read and accept the Personal Data/ }),
    ).toBeInTheDocument();
  });

  it('takes its messages from the dictionary of the current language', async () => {
    mockFetch(() => json({}));
    const user = userEvent.setup();
    renderSite(<ContactForm />, { lang: 'en' });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getAllByText('This field is required')).toHaveLength(5);
  });

  it('has a four-row message box', () => {
    mockFetch(() => json({}));
    renderSite(<ContactForm />);
    expect(screen.getByLabelText(/Mesajınız/)).toHaveAttribute('rows', '4');
  });
});

describe('ContactForm submit (SPEC §4, §8)', () => {
  it('sends multipart data with phone, shows the pending label, then the success dialog, and resets', async () => {
    let release: (r: Response) => void = () => undefined;
    const { submits } = mockFormApi((path) => {
      expect(path).toBe('/api/contact');
      return new Promise<Response>((resolve) => (release = resolve));
    });
    const user = userEvent.setup();
    const typed = await sendFilled(user);

    const pending = screen.getByRole('button', { name: 'Lütfen bekleyin…' });
    expect(pending).toBeDisabled();
    const [, init] = submits()[0];
    expect(init?.method).toBe('POST');
    const body = init?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(Object.fromEntries(body.entries())).toMatchObject({ ...typed, kvkk_consent: 'true', website: '' });
    expect((init?.headers as Record<string, string>)['X-CSRF-TOKEN']).toBe('test-csrf-token');

    await act(async () =>
      release(
        new Response(JSON.stringify({ success: true, message: 'ok' }), {
          headers: { 'content-type': 'application/json' },
        }),
      ),
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Gönderildi!')).toBeInTheDocument();
    expect(within(dialog).getByText(/yetkililere iletildi/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Adınız Soyadınız/)).toHaveValue('');
    expect(screen.getByLabelText(/Mesajınız/)).toHaveValue('');
    expect(consentBox()).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Gönder' })).toBeEnabled();
    // A reset form shows no errors, even though every field is empty again.
    expect(screen.queryByText('Bu Alan Zorunlu')).toBeNull();
  });

  it('closes the success dialog by itself after 2500 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockFormApi(() => json({ success: true, message: 'ok' }));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await sendFilled(user);
    await screen.findByRole('alertdialog');
    act(() => vi.advanceTimersByTime(2400));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('an answer without success shows hata / hata_oldu_gonderilemedi and keeps the values', async () => {
    mockFormApi(() => json({ success: false, message: 'no' }));
    const user = userEvent.setup();
    const typed = await sendFilled(user);
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Hata!')).toBeInTheDocument();
    expect(within(dialog).getByText(/mesajınız gönderilemedi/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Adınız Soyadınız/)).toHaveValue(typed.name);
    expect(screen.getByLabelText(/Mesajınız/)).toHaveValue(typed.message);
    expect(consentBox()).toBeChecked();
  });

  it('a network failure shows sistem_hatasi with the same body and keeps the values', async () => {
    mockFormApi(() => Promise.reject(new TypeError('Failed to fetch')));
    const user = userEvent.setup();
    const typed = await sendFilled(user);
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Sistem Hatası!')).toBeInTheDocument();
    expect(within(dialog).getByText(/mesajınız gönderilemedi/)).toBeInTheDocument();
    expect(screen.getByLabelText(/E-posta Adresiniz/)).toHaveValue(typed.email);
    expect(submit()).toBeEnabled();
  });

  it('pressing the button does not blur the field being edited, so a growing error cannot move it away', () => {
    mockFetch(() => json({}));
    renderSite(<ContactForm />);
    // A mousedown whose default is prevented keeps focus where it is (fireEvent returns false then).
    expect(fireEvent.mouseDown(submit())).toBe(false);
  });

  it('a server error (5xx) is a system failure too', async () => {
    mockFormApi(() => json({ success: false, message: 'Sunucu Hatası!' }, 500));
    const user = userEvent.setup();
    await sendFilled(user);
    expect(await screen.findByText('Sistem Hatası!')).toBeInTheDocument();
  });

  it('a 422 shows hata and the server’s message under the field', async () => {
    mockFormApi(() =>
      json({ success: false, message: 'Geçersiz', errors: { email: 'Bu adres kabul edilmiyor' } }, 422),
    );
    const user = userEvent.setup();
    await sendFilled(user);
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Hata!')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Tamam' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByText('Bu adres kabul edilmiyor')).toBeInTheDocument();
  });
});
