import type { EmploymentType } from '../../shared/schemas/openPosition';

/** The open position screens' texts (app.openPositions.*, resources.open-positions.fields.*). */
const tr = {
  app: {
    openPositions: {
      create_title: 'Yeni Pozisyon',
      subtitle: 'Kariyer sayfasındaki açık pozisyonlar, sitedeki sırasıyla',
      empty: 'Henüz açık pozisyon yok. Kariyer sayfasında listelenecek ilk pozisyonu ekleyin.',
      location_hint: 'Şehir, "Uzaktan" veya "İstanbul (hibrit)" gibi',
      employment_types: {
        full_time: 'Tam zamanlı',
        part_time: 'Yarı zamanlı',
        internship: 'Staj',
        project: 'Proje bazlı',
      } satisfies Record<EmploymentType, string>,
    },
  },
  resources: {
    'open-positions': {
      fields: {
        title: 'Pozisyon Adı',
        location: 'Konum',
        employment_type: 'Çalışma Şekli',
        description: 'Kısa Açıklama',
      },
    },
  },
};

const en: typeof tr = {
  app: {
    openPositions: {
      create_title: 'New position',
      subtitle: 'The open positions on the careers page, in the order the site lists them',
      empty: 'No open positions yet. Add the first one to list on the careers page.',
      location_hint: 'A city, "Remote" or "Istanbul (hybrid)"',
      employment_types: {
        full_time: 'Full-time',
        part_time: 'Part-time',
        internship: 'Internship',
        project: 'Project-based',
      },
    },
  },
  resources: {
    'open-positions': {
      fields: {
        title: 'Position title',
        location: 'Location',
        employment_type: 'Employment type',
        description: 'Short description',
      },
    },
  },
};

export const openPositionMessages = { tr, en };
