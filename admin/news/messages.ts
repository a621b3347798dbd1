/** The news screens' texts (app.news.*, resources.news.fields.*). */
const tr = {
  app: {
    news: {
      subtitle: 'Sitede yayımlanan haberler, en yenisi önce',
      create_title: 'Yeni Haber',
      search: 'Haber ara',
      published_at_hint: 'Türkiye saatiyle; boş bırakılırsa kaydedildiği an',
    },
  },
  resources: {
    news: {
      fields: {
        title: 'Başlık',
        summary: 'Özet',
        content: 'İçerik',
        image: 'Görsel',
        published_at: 'Yayın Tarihi',
      },
    },
  },
};

const en: typeof tr = {
  app: {
    news: {
      subtitle: 'News shown on the site, newest first',
      create_title: 'New news item',
      search: 'Search news',
      published_at_hint: 'Turkish time; left empty, the moment it is saved',
    },
  },
  resources: {
    news: {
      fields: {
        title: 'Title',
        summary: 'Summary',
        content: 'Content',
        image: 'Image',
        published_at: 'Publish date',
      },
    },
  },
};

export const newsScreenMessages = { tr, en };
