/** The brand screens' texts (app.brands.*, resources.brands.fields.*). */
const tr = {
  app: {
    brands: {
      create_title: 'Yeni Marka',
      subtitle: 'Hizmet sayfalarındaki markalar, sitedeki sırasıyla',
      website_hint: 'http:// veya https:// ile başlayan adres',
    },
  },
  resources: {
    brands: {
      fields: { name: 'Marka Adı', logo: 'Logo', website: 'Web Sitesi', description: 'Açıklama' },
    },
  },
};

const en: typeof tr = {
  app: {
    brands: {
      create_title: 'New brand',
      subtitle: 'The brands on the service pages, in the order the site shows them',
      website_hint: 'An address starting with http:// or https://',
    },
  },
  resources: {
    brands: {
      fields: { name: 'Brand name', logo: 'Logo', website: 'Website', description: 'Description' },
    },
  },
};

export const brandScreenMessages = { tr, en };
