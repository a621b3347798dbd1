/** The testimonial and client reference screens' texts (app.testimonials.*, app.clientReferences.*, fields). */
const tr = {
  app: {
    testimonials: {
      create_title: 'Yeni Katılımcı Yorumu',
      subtitle: 'Anasayfadaki "Katılımcılarımız Ne Diyor" bölümü ve bağlı oldukları eğitimlerin sayfaları',
      empty: 'Henüz katılımcı yorumu yok. Anasayfada gösterilecek ilk yorumu ekleyin.',
      person_title_hint: 'Görevi ve firması, ör. "Finans Müdürü, Örnek Lojistik"',
      quote_hint: 'Katılımcının onayıyla, yazdığı gibi. Düz metin.',
      product_hint: 'Seçilirse yorum o eğitimin sayfasında da gösterilir.',
      general: 'Genel',
    },
    clientReferences: {
      create_title: 'Yeni Referans',
      subtitle: 'Anasayfadaki "Referanslarımız" logo şeridi; logosu olmayan firmanın adı yazıyla gösterilir',
      empty: 'Henüz referans yok. Anasayfada gösterilecek ilk firmayı ekleyin.',
      url_hint: 'İsteğe bağlı: firmanın web sitesi',
    },
  },
  resources: {
    testimonials: {
      fields: {
        person_name: 'Ad Soyad',
        person_title: 'Görevi ve Firması',
        quote: 'Yorum',
        product_id: 'İlgili Eğitim',
        image: 'Fotoğraf veya Firma Logosu',
      },
    },
    'client-references': {
      fields: {
        name: 'Firma Adı',
        logo: 'Logo',
        url: 'Web Sitesi',
      },
    },
  },
};

const en: typeof tr = {
  app: {
    testimonials: {
      create_title: 'New testimonial',
      subtitle:
        'The home page\u2019s "What our participants say" block and the pages of the courses they are about',
      empty: 'No testimonials yet. Add the first one to show on the home page.',
      person_title_hint: 'Their role and company, e.g. "Finance Manager, Örnek Lojistik"',
      quote_hint: 'With the participant\u2019s consent, as they wrote it. Plain text.',
      product_hint: 'When chosen, the testimonial also shows on that course\u2019s page.',
      general: 'General',
    },
    clientReferences: {
      create_title: 'New client reference',
      subtitle:
        'The home page\u2019s "Our clients" logo strip; a company without a logo shows its name as text',
      empty: 'No client references yet. Add the first company to show on the home page.',
      url_hint: 'Optional: the company\u2019s website',
    },
  },
  resources: {
    testimonials: {
      fields: {
        person_name: 'Full name',
        person_title: 'Role and company',
        quote: 'Testimonial',
        product_id: 'Course',
        image: 'Photo or company logo',
      },
    },
    'client-references': {
      fields: {
        name: 'Company name',
        logo: 'Logo',
        url: 'Website',
      },
    },
  },
};

export const testimonialMessages = { tr, en };
