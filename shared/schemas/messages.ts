/** The login screen's fixed Turkish messages (SPEC §5). The public forms take theirs from the form_error dictionary. */
export const loginMessages = {
  required: 'Bu Alan Zorunlu',
  min6: 'Bu Alan 6 Karakterden Az Olamaz',
  max50: 'Bu Alan 50 Karakteri Geçemez',
  max128: 'Bu Alan 128 Karakteri Geçemez',
  min12: 'Bu Alan 12 Karakterden Az Olamaz',
  email: 'Geçerli E-Mail Adresi Giriniz',
} as const;

export const passwordMismatchMessage = 'Şifreler Eşleşmiyor';

/**
 * A password being set or changed (issue 27): 12 to 128 characters. Sign-in takes up to 128 as well, but
 * keeps its spec minimum of 6 so that older passwords still work.
 */
export const newPasswordLimits = { min: 12, max: 128 } as const;

/**
 * Why the server refuses a new password of the right length. It alone decides these: its dictionaries stay
 * out of the browser bundles. The back office shows `en` when it is in English (admin/i18n); no dots in
 * `tr`, which is the message key there.
 */
export const passwordRuleMessages = {
  personal: {
    tr: 'Şifre, kullanıcının adını ya da e-posta adresini içeremez',
    en: "The password must not contain the user's name or e-mail address",
  },
  common: {
    tr: 'Bu şifre çok yaygın ya da sızdırılmış şifre listelerinde var; başka bir şifre seçin',
    en: 'This password is common or known from data breaches; choose another one',
  },
  weak: {
    tr: 'Bu şifre kolay tahmin edilir; daha uzun ya da birkaç ilgisiz kelimeden oluşan bir şifre seçin',
    en: 'This password is easy to guess; choose a longer one, or several unrelated words',
  },
} as const;

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
