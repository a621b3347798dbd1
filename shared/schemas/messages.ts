/** The login screen's fixed Turkish messages (SPEC §5). The public forms take theirs from the form_error dictionary. */
export const loginMessages = {
  required: 'Bu Alan Zorunlu',
  min6: 'Bu Alan 6 Karakterden Az Olamaz',
  max50: 'Bu Alan 50 Karakteri Geçemez',
  max21: 'Bu Alan 21 Karakteri Geçemez',
  email: 'Geçerli E-Mail Adresi Giriniz',
} as const;

export const passwordMismatchMessage = 'Şifreler Eşleşmiyor';

/** "Şifremi unuttum" (issue 14): what the login screen and the server say, in one place. */
export const passwordResetTexts = {
  requested:
    'Bu e-posta adresiyle kayıtlı bir hesap varsa şifre sıfırlama bağlantısı gönderildi. Bağlantı 30 dakika geçerlidir.',
  mailOff:
    'Şifre sıfırlama e-postası gönderilemiyor: e-posta ayarları yapılmamış. Lütfen yöneticinize başvurun.',
  invalidLink:
    'Bu bağlantı geçersiz, kullanılmış ya da süresi dolmuş. Lütfen yeniden şifre sıfırlama isteyin.',
  changed: 'Şifreniz değiştirildi. Yeni şifrenizle giriş yapabilirsiniz.',
} as const;
