import type { Dictionary } from '../../../shared/types.js';

/**
 * The static-language dictionary (SPEC §3: navbar, footer, home, form_input, form_error) for the two seeded
 * languages. The public site reads every visible text from here through /api/pages/static-languages; a new
 * language starts as a copy of the Turkish one.
 */
export const dictionaries: Record<'tr' | 'en', Dictionary> = {
  tr: {
    navbar: {},
    footer: {},
    home: {},
    form_input: {},
    form_error: {
      gonderildi: 'Gönderildi!',
      yetkililere_iletildi: 'Mesajınız yetkililere iletildi. En kısa sürede size dönüş yapacağız.',
      hata: 'Hata!',
      hata_oldu_gonderilemedi: 'Bir hata oldu, mesajınız gönderilemedi. Lütfen tekrar deneyin.',
      sistem_hatasi: 'Sistem Hatası!',
    },
  },
  en: {
    navbar: {},
    footer: {},
    home: {},
    form_input: {},
    form_error: {
      gonderildi: 'Sent!',
      yetkililere_iletildi: 'Your message has been forwarded to our team. We will get back to you shortly.',
      hata: 'Error!',
      hata_oldu_gonderilemedi: 'Something went wrong and your message could not be sent. Please try again.',
      sistem_hatasi: 'System Error!',
    },
  },
};
