import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { twoStepTexts as serverTexts } from '../../shared/twoStepCodes';
import type { TwoStepStatus } from '../../shared/types';
import { renderWithAdmin, writes } from '../common/testUtils';
import type { RecordedRequest } from '../testing/fakeFetch';
import { TwoStepDialog } from './TwoStepDialog';

/* Issue 27: one's own two-step sign-in in the back office (profile menu → İki Adımlı Doğrulama). */

const off: TwoStepStatus = { enabled: false, enabled_at: null, recovery_codes_left: 0, required: false };
const on: TwoStepStatus = {
  enabled: true,
  enabled_at: '2025-03-04T09:00:00.000Z',
  recovery_codes_left: 10,
  required: false,
};
const setupData = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauth_uri: 'otpauth://totp/Akademi:ayse%40akademi.local?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  qr_code: 'data:image/svg+xml;base64,PHN2Zy8+',
};
const codes = Array.from({ length: 10 }, (_, i) => `abcd${i + 2}-efgh${i + 2}`);

type Answer = { status?: number; body?: unknown };

/** A fake API whose status follows what the dialog did. */
function server(
  initial: TwoStepStatus,
  answers: Partial<Record<string, (r: RecordedRequest) => Answer>> = {},
) {
  let status = initial;
  return (request: RecordedRequest): Answer => {
    const path = request.url.replace('/api/admin/', '');
    const own = answers[path];
    if (own) return own(request);
    if (path === 'two-step') return { body: { success: true, data: status } };
    if (path === 'two-step/setup') return { body: { success: true, data: setupData } };
    if (path === 'two-step/enable') {
      status = { ...on, enabled_at: new Date().toISOString() };
      return { body: { success: true, message: serverTexts.enabled, data: { recovery_codes: codes } } };
    }
    if (path === 'two-step/disable') {
      status = off;
      return { body: { success: true, message: serverTexts.disabled } };
    }
    throw new Error(`unexpected ${request.url}`);
  };
}

const open = (respond: ReturnType<typeof server>) =>
  renderWithAdmin(<TwoStepDialog open onClose={() => undefined} />, respond);
const dialog = () => screen.getByRole('dialog', { name: 'İki Adımlı Doğrulama' });
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('setting two-step sign-in up', () => {
  it('shows the QR code and key, checks the code, enables it, and shows the recovery codes once', async () => {
    const { server: api } = open(server(off));
    expect(await within(dialog()).findByText('Kapalı')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Kurulumu Başlat' }));

    const qr = await screen.findByRole('img', { name: 'Kimlik doğrulama uygulamasına eklenecek QR kodu' });
    expect(qr).toHaveAttribute('src', setupData.qr_code);
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    expect(writes(api).map((r) => r.url)).toEqual(['/api/admin/two-step/setup']);

    // The shared rule first: nothing is sent for a code that cannot be right.
    type('Doğrulama kodu', '12 34');
    fireEvent.click(screen.getByRole('button', { name: 'Onayla' }));
    expect(await screen.findByText('Doğrulama kodu 6 haneli bir sayıdır')).toBeInTheDocument();
    expect(writes(api)).toHaveLength(1);

    type('Doğrulama kodu', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Onayla' }));
    const list = await screen.findByRole('list', { name: 'Kurtarma Kodlarınız' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(list).toHaveTextContent(codes[9]);
    expect(writes(api).at(-1)).toMatchObject({ url: '/api/admin/two-step/enable', body: { code: '123456' } });
    expect(await screen.findByText('İki adımlı doğrulama açıldı.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'İndir' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Kaydettim' }));
    expect(await within(dialog()).findByText('Açık')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Kurtarma Kodlarınız' })).toBeNull();
    expect(screen.getByText('Kullanılmamış kurtarma kodu: 10')).toBeInTheDocument();
  });

  it('shows under the field a code the server refuses', async () => {
    open(
      server(off, {
        'two-step/enable': () => ({
          status: 422,
          body: {
            success: false,
            message: 'Girilen bilgiler geçersiz',
            errors: { code: serverTexts.wrongCode },
          },
        }),
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Kurulumu Başlat' }));
    await screen.findByRole('img');
    type('Doğrulama kodu', '654321');
    fireEvent.click(screen.getByRole('button', { name: 'Onayla' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Doğrulama kodu')).toHaveAccessibleDescription(serverTexts.wrongCode),
    );
    expect(screen.queryByRole('list', { name: 'Kurtarma Kodlarınız' })).toBeNull();
  });
});

describe('when it is on', () => {
  it('turns it off with the password', async () => {
    const { server: api } = open(server(on));
    fireEvent.click(await screen.findByRole('button', { name: 'İki Adımlı Doğrulamayı Kapat' }));
    fireEvent.click(screen.getByRole('button', { name: 'Şifremle onaylayacağım' }));
    fireEvent.click(screen.getByRole('button', { name: 'İki Adımlı Doğrulamayı Kapat' }));
    expect(await screen.findByText('Şifre gerekli')).toBeInTheDocument();
    type('Şifre', 'benim-sifrem-1');
    fireEvent.click(screen.getByRole('button', { name: 'İki Adımlı Doğrulamayı Kapat' }));
    expect(await screen.findByText('İki adımlı doğrulama kapatıldı.')).toBeInTheDocument();
    expect(writes(api).at(-1)).toMatchObject({
      url: '/api/admin/two-step/disable',
      body: { password: 'benim-sifrem-1' },
    });
    expect(await within(dialog()).findByText('Kapalı')).toBeInTheDocument();
  });

  it('offers no way to turn it off while administrators must keep it', async () => {
    open(server({ ...on, required: true }));
    expect(
      await screen.findByText('Bu sitede yöneticiler için zorunludur; kapatılamaz.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kurtarma Kodlarını Yenile' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'İki Adımlı Doğrulamayı Kapat' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Kapat' })).toBeInTheDocument();
  });
});
