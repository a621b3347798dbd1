/** The login screen's second step (issue 27, two-step sign-in), in Turkish like the rest of the screen. */
export const twoStepTexts = {
  codeTitle: 'İki Adımlı Doğrulama',
  codeSubtitle: 'Kimlik doğrulama uygulamanızın gösterdiği 6 haneli kodu girin.',
  recoverySubtitle:
    'Kaydettiğiniz kurtarma kodlarından birini girin. Her kod yalnızca bir kez kullanılabilir.',
  code: 'Doğrulama kodu',
  recoveryCode: 'Kurtarma kodu',
  codePlaceholder: '123456',
  recoveryPlaceholder: 'abcde-12345',
  submit: 'Doğrula',
  useRecovery: 'Kurtarma kodu kullan',
  useApp: 'Uygulamadaki kodu kullan',
  enrolTitle: 'İki Adımlı Doğrulamayı Kurun',
  enrolSubtitle:
    'Yöneticiler için iki adımlı doğrulama zorunludur. Google Authenticator, Microsoft Authenticator gibi bir uygulamayla QR kodunu okutun ve uygulamanın gösterdiği kodu girin.',
  qrAlt: 'Kimlik doğrulama uygulamasına eklenecek QR kodu',
  manualKey: 'QR kodunu okutamıyorsanız bu anahtarı elle girin:',
  loadingSetup: 'Kurulum hazırlanıyor...',
  enrolSubmit: 'Doğrula ve Giriş Yap',
  recoveryTitle: 'Kurtarma Kodlarınız',
  recoveryIntro:
    'Telefonunuza erişemezseniz bu kodlarla giriş yapabilirsiniz. Her kod bir kez geçer. Kodlar yalnızca şimdi gösteriliyor: kopyalayın ya da indirin ve güvenli bir yerde saklayın.',
  copy: 'Kopyala',
  copied: 'Kopyalandı',
  download: 'İndir',
  continue: 'Kaydettim, Devam Et',
  downloadName: 'kurtarma-kodlari.txt',
} as const;
