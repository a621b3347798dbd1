import type { SessionEndReason } from '../../shared/sessionIdle';

/** The login screen's Turkish texts (SPEC §5, §8). The login bundle has no i18n library: one small table. */
export const texts = {
  title: 'Giriş Yap',
  subtitle: 'Yönetim paneline erişmek için hesap bilgilerinizi girin.',
  email: 'E-Mail Adresi',
  emailPlaceholder: 'ornek@sirket.com',
  password: 'Şifre',
  showPassword: 'Şifreyi Göster',
  hidePassword: 'Şifreyi Gizle',
  rememberMe: 'Beni Hatırla',
  submit: 'Giriş Yap',
  pending: 'Lütfen Bekleyin...',
  helpQuestion: 'Yardıma mı ihtiyacınız var?',
  helpLink: 'Şirket sitesine gidin',
  brandTitle: 'Yönetim Paneli',
  brandText: 'Eğitim takvimini, içerikleri ve gelen başvuruları tek yerden yönetin.',
  successTitle: 'Başarılı!',
  successText: 'Giriş Başarılı',
  failureTitle: 'Başarısız!',
  networkTitle: 'Sistemsel Hata!',
  networkText: 'Sistem Hatası',
  close: 'Tamam',
  forgotLink: 'Şifremi unuttum',
  forgotTitle: 'Şifremi Unuttum',
  forgotSubtitle: 'Hesabınızın e-posta adresini girin; şifrenizi yenilemeniz için bir bağlantı gönderelim.',
  forgotSubmit: 'Bağlantı Gönder',
  resetTitle: 'Yeni Şifre',
  resetSubtitle:
    'Yeni şifrenizi iki kez girin: en az 12 karakter. Birkaç ilgisiz kelimeden oluşan uzun bir şifre iyi bir seçimdir.',
  newPassword: 'Yeni Şifre',
  newPasswordAgain: 'Yeni Şifre (Tekrar)',
  resetSubmit: 'Şifreyi Kaydet',
  backToLogin: 'Girişe dön',
  requestNewLink: 'Yeni Bağlantı İste',
} as const;

/** Why the back office sent the user here (issue 27: admin/auth/sessionEnd.ts), above the login form. */
export const sessionEndedTexts: Record<SessionEndReason, string> = {
  idle: 'Uzun süre işlem yapılmadığı için oturumunuz kapatıldı. Lütfen tekrar giriş yapın.',
  expired: 'Oturumunuzun süresi doldu. Lütfen tekrar giriş yapın.',
  revoked:
    'Oturumunuz bir yönetici tarafından ya da şifreniz değiştirildiği için sonlandırıldı. Lütfen tekrar giriş yapın.',
};

/** SPEC §9: the success dialog stays 2000 ms before /admin; the error dialog 3000 ms. */
export const successDelayMs = 2000;
export const errorDialogMs = 3000;
