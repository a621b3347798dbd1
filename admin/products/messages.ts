/** The course screens' texts (app.products.*, resources.products.fields.*). */
const tr = {
  app: {
    products: {
      subtitle: 'Eğitim takvimindeki eğitimler, oturumları ve görselleri',
      create_title: 'Yeni Eğitim',
      search: 'Eğitim ara',
      all_categories: 'Tüm kategoriler',
      cover: 'Kapak',
      next_session: 'Sıradaki Oturum',
      no_session: 'Planlanmış oturum yok',
      status: 'Durum',
      published: 'Yayında',
      draft: 'Taslak',
      popular: 'Popüler',
      reorder: 'Sıralamayı Düzenle',
      back_to_list: 'Listeye Dön',
      no_brand: 'Marka yok',
      duration_hint: 'Örnek: 3 gün (18 saat)',
      price_hint: 'Örnek: 4.500 TL + KDV',
      gallery_after_save: 'Görseller, eğitim kaydedildikten sonra eklenebilir.',
      sessions: 'Oturumlar',
      session: {
        starts_at: 'Başlangıç',
        ends_at: 'Bitiş',
        place: 'Yer',
        place_hint: 'Levent, İstanbul',
        seats: 'Kontenjan',
        is_online: 'Çevrim içi',
        add: 'Oturum Ekle',
        registrations: '%{smart_count} ön kayıt',
        registrations_of: '%{date} oturumu: %{smart_count} ön kayıt',
        seats_taken: 'Dolu: %{taken} / %{seats}',
        time_zone:
          'Tarih ve saatler Türkiye saatiyle (UTC+3) girilir. Çevrim içi oturumlarda yer boş kalabilir.',
      },
      tabs: { main: 'Genel Bilgiler', sessions: 'Oturumlar', gallery: 'Görseller', seo: 'SEO' },
      clone: {
        button: 'Kopyala',
        title: 'Eğitimi Kopyala',
        intro:
          'Yeni dönem için taslak bir kopya oluşturulur: metinler, kategori, marka, eğitmenler ve görseller kopyalanır, oturumlar seçtiğiniz güne kaydırılır. Ön kayıtlar kopyalanmaz.',
        starts_at: 'Yeni dönemin ilk oturum tarihi',
        starts_at_hint: 'Diğer oturumlar aynı gün farkıyla kaydırılır; saatler ve yerler korunur.',
        confirm: 'Kopyala',
        done: 'Kopya taslak olarak oluşturuldu.',
      },
    },
  },
  resources: {
    products: {
      fields: {
        title: 'Eğitim Adı',
        summary: 'Kısa Açıklama',
        description: 'Açıklama',
        category_id: 'Kategori',
        brand_id: 'Marka',
        instructor_ids: 'Eğitmenler',
        duration: 'Süre',
        price: 'Fiyat',
        is_published: 'Yayında',
        is_popular: 'Popüler',
      },
    },
  },
};

const en: typeof tr = {
  app: {
    products: {
      subtitle: 'Courses of the training calendar, their sessions and images',
      create_title: 'New course',
      search: 'Search courses',
      all_categories: 'All categories',
      cover: 'Cover',
      next_session: 'Next session',
      no_session: 'No session planned',
      status: 'Status',
      published: 'Published',
      draft: 'Draft',
      popular: 'Popular',
      reorder: 'Change order',
      back_to_list: 'Back to the list',
      no_brand: 'No brand',
      duration_hint: 'For example: 3 days (18 hours)',
      price_hint: 'For example: 4,500 TL + VAT',
      gallery_after_save: 'Images can be added once the course is saved.',
      sessions: 'Sessions',
      session: {
        starts_at: 'Start',
        ends_at: 'End',
        place: 'Place',
        place_hint: 'Levent, İstanbul',
        seats: 'Seats',
        is_online: 'Online',
        add: 'Add session',
        registrations: '%{smart_count} pre-registration |||| %{smart_count} pre-registrations',
        registrations_of:
          'Session of %{date}: %{smart_count} pre-registration |||| Session of %{date}: %{smart_count} pre-registrations',
        seats_taken: 'Taken: %{taken} / %{seats}',
        time_zone:
          'Dates and times are in Turkish time (UTC+3). An online session may leave the place empty.',
      },
      tabs: { main: 'General', sessions: 'Sessions', gallery: 'Images', seo: 'SEO' },
      clone: {
        button: 'Duplicate',
        title: 'Duplicate course',
        intro:
          'A draft copy is made for a new term: texts, category, brand, instructors and images are copied, and the sessions move to the day you choose. Pre-registrations are not copied.',
        starts_at: 'First session date of the new term',
        starts_at_hint: 'The other sessions move by the same number of days; times and places are kept.',
        confirm: 'Duplicate',
        done: 'The copy was created as a draft.',
      },
    },
  },
  resources: {
    products: {
      fields: {
        title: 'Course title',
        summary: 'Summary',
        description: 'Description',
        category_id: 'Category',
        brand_id: 'Brand',
        instructor_ids: 'Instructors',
        duration: 'Duration',
        price: 'Price',
        is_published: 'Published',
        is_popular: 'Popular',
      },
    },
  },
};

export const productScreenMessages = { tr, en };
