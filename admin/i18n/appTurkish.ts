/** Our own texts of the back office (one `app` namespace). English mirrors this shape in appEnglish.ts. */
export const appTurkish = {
  menu: {
    groups: {
      menu: 'Menü',
      content: 'İçerik İşlemleri',
      settings: 'Genel Ayarlar',
      forms: 'Form Bilgileri',
      support: 'Destek',
    },
    // The routes' labels (`routes.<route name>`) come from the registry: admin/i18n/resourceMessages.ts.
    unread: '%{smart_count} okunmamış',
  },
  shell: {
    toggle_menu: 'Menüyü Aç/Kapat',
    home: 'İstatistiklere git',
    fullscreen_enter: 'Tam Ekran',
    fullscreen_exit: 'Tam Ekrandan Çık',
    back_to_top: 'Yukarı Çık',
    profile: 'Profil menüsü',
    messages: 'İletişim Mesajları',
    applications: 'İK Başvuruları',
    logout: 'Çıkış Yap',
    logging_out: 'Çıkış yapılıyor...',
    theme_open: 'Tema Ayarları',
    language: 'Dil',
  },
  theme: {
    title: 'Tema Ayarları',
    close: 'Kapat',
    page: 'Sayfa',
    sidebar: 'Yan Menü',
    header: 'Üst Menü',
    light: 'Açık',
    dark: 'Koyu',
    width: 'Sayfa Genişliği',
    full: 'Tam Genişlik',
    boxed: 'Kutulu',
    sidebar_layout: 'Yan Menü Düzeni',
    layouts: {
      standard: 'Standart',
      closed: 'Kapalı',
      iconText: 'İkon ve Metin',
      iconOnly: 'Sadece İkon',
    },
    reset: 'Varsayılana Dön',
  },
  dashboard: {
    title: 'İstatistikler',
    welcome: 'Hoş geldiniz, %{name}',
    subtitle: 'Sitenizin güncel durumu',
    published_courses: 'Yayındaki Eğitimler',
    upcoming_sessions: 'Yaklaşan Oturumlar',
    unread_messages: 'Okunmamış Mesajlar',
    unread_applications: 'Okunmamış Başvurular',
    messages_per_week: 'Haftalık İletişim Mesajları',
    last_weeks: 'Son %{smart_count} hafta',
    week_of: '%{date} haftası',
    chart_summary: 'Son %{weeks} haftada toplam %{total} mesaj',
    no_messages: 'Bu dönemde mesaj yok',
    load_error: 'İstatistikler yüklenemedi.',
    retry: 'Tekrar Dene',
  },
  not_found: {
    title: 'Sayfa Bulunamadı',
    text: 'Aradığınız sayfa bulunamadı. Adres yanlış yazılmış ya da sayfa kaldırılmış olabilir.',
    back: 'İstatistiklere Dön',
  },
  access_denied: {
    title: 'Erişim Engellendi',
    text: 'Bu sayfayı açmak için rol grubunuzun yetkisi yok.',
  },
  confirm: {
    title: 'Emin Misin?!',
    delete_content: 'Kalıcı Olarak Silinecek!',
    delete: 'Evet, Sil!',
    cancel: 'İptal',
    language_title: 'Onaylıyor Musunuz?',
    language_content: 'Sistemde Dil Oluşturulacak!',
  },
  notification: {
    success: 'Başarılı!',
    deleted: 'Silindi!',
    updated: 'Güncellendi!',
    changed: 'Değiştirildi!',
    trashed: 'Çöpe Taşındı!',
    failed: 'Başarısız!',
    delete_failed: 'Silme İşleminde Hata Oldu. Tekrar Deneyiniz!',
    system_error: 'Hata! İşlem Başarısız! Sistem Hatası!',
    order_failed: 'Sıra Düzeni Değiştirilmedi!',
    trash_failed: 'İşlem Hatası! Çöpe taşıma işleminde sorun oldu!',
    server_error: 'Sunucu Hatası!',
  },
} as const;

/** The same keys with any string: what the English (and any further language) must provide. */
export type AppMessages<T = typeof appTurkish> = {
  -readonly [K in keyof T]: T[K] extends string ? string : AppMessages<T[K]>;
};
