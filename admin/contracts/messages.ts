export const contractMessages = {
  tr: {
    resources: {
      contracts: {
        fields: {
          name: 'Sözleşme Adı',
          seo_name: 'SEO Adı',
          text: 'Sözleşme Metni',
          updated_at: 'Güncellenme',
        },
      },
    },
    app: {
      contracts: {
        create: 'Sözleşme Ekle',
        edit: 'Sözleşmeyi Düzenle: %{name}',
        subtitle: 'Sitenin alt kısmından bağlanan yasal metinler',
      },
    },
  },
  en: {
    resources: {
      contracts: {
        fields: { name: 'Contract name', seo_name: 'SEO name', text: 'Contract text', updated_at: 'Updated' },
      },
    },
    app: {
      contracts: {
        create: 'Add a contract',
        edit: 'Edit contract: %{name}',
        subtitle: "The legal texts linked from the site's footer",
      },
    },
  },
};
