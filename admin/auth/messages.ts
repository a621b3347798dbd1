/** The session's texts in the back office (issue 27): the warning before the idle end, the restored form. */
export const sessionMessages = {
  tr: {
    app: {
      session: {
        idle_title: 'Oturumunuz kapanmak üzere',
        idle_warning: 'Oturumunuz 1 dakika içinde hareketsizlik nedeniyle kapanacak.',
        keep: 'Oturumu sürdür',
        logout: 'Çıkış yap',
        restored: 'Kaydedilmemiş değişiklikleriniz geri yüklendi',
      },
    },
  },
  en: {
    app: {
      session: {
        idle_title: 'Your session is about to end',
        idle_warning: 'Your session will end in 1 minute because of inactivity.',
        keep: 'Stay signed in',
        logout: 'Sign out',
        restored: 'Your unsaved changes have been restored',
      },
    },
  },
};
