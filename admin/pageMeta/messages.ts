import type { PublicRouteName } from '../../shared/publicApi';

/** Every public page by its route name: a new page fails to compile here until it has its label. */
const routesTurkish: Record<PublicRouteName, string> = {
  home: 'Anasayfa',
  about_us: 'Biz Kimiz',
  products: 'Eğitim Takvimi',
  course: 'Eğitim Detayı',
  distance_learning: 'Uzaktan Eğitim',
  training_videos: 'Eğitim Videoları',
  instructors: 'Eğitmenlerimiz',
  instructor: 'Eğitmen Detayı',
  consultancy_service: 'Danışmanlık Hizmeti',
  classroom_rental: 'Sınıf Kiralama',
  brand: 'Marka Detayı',
  search_products: 'Eğitim Ara',
  news: 'Haber Detayı',
  news_archive: 'Haberler',
  human_resources: 'Kariyer',
  contact: 'İletişim',
  corporate_request: 'Kurumsal Eğitim Talebi',
  contract: 'Sözleşme',
  not_found: 'Sayfa Bulunamadı',
  waitlist_offer: 'Bekleme Listesi Teklifi',
};
const routesEnglish: typeof routesTurkish = {
  home: 'Home',
  about_us: 'About us',
  products: 'Education calendar',
  course: 'Course detail',
  distance_learning: 'Distance learning',
  training_videos: 'Training videos',
  instructors: 'Instructors',
  instructor: 'Instructor detail',
  consultancy_service: 'Consultancy service',
  classroom_rental: 'Classroom rental',
  brand: 'Brand detail',
  search_products: 'Search courses',
  news: 'News detail',
  news_archive: 'News',
  human_resources: 'Careers',
  contact: 'Contact',
  corporate_request: 'Corporate training request',
  contract: 'Contract',
  not_found: 'Page not found',
  waitlist_offer: 'Waiting list offer',
};

export const pageMetaMessages = {
  tr: {
    resources: {
      'page-meta': {
        fields: { route_name: 'Sayfa', path: 'Adres', title: 'Sayfa Başlığı', description: 'Açıklama' },
      },
    },
    app: {
      page_meta: {
        subtitle: 'Sitenin sayfalarının arama motorlarında görünen başlık ve açıklamaları',
        routes: routesTurkish,
        edit: 'Sayfa Başlığı: %{page}',
        intro:
          'Arama motorlarında ve tarayıcı sekmesinde görünen başlık ve açıklama. Site başlığın sonuna firma adını ekler.',
        texts: 'Başlık ve Açıklama',
        not_set: 'Girilmedi',
        preview: 'Arama Sonucu Önizlemesi',
        preview_empty: 'Açıklama girilmedi; arama motoru sayfadan bir metin seçer.',
        recommended: 'Önerilen en fazla %{max} karakter',
        over_recommended: 'Önerilenden uzun: arama sonucunda kısaltılabilir',
        detail_page: 'her detay sayfası için',
      },
    },
  },
  en: {
    resources: {
      'page-meta': {
        fields: { route_name: 'Page', path: 'Address', title: 'Page title', description: 'Description' },
      },
    },
    app: {
      page_meta: {
        subtitle: "The titles and descriptions search engines show for the site's pages",
        routes: routesEnglish,
        edit: 'Page title: %{page}',
        intro:
          'The title and description shown by search engines and in the browser tab. The site adds the company name after the title.',
        texts: 'Title and description',
        not_set: 'Not set',
        preview: 'Search result preview',
        preview_empty: 'No description: the search engine picks a text from the page.',
        recommended: 'Recommended at most %{max} characters',
        over_recommended: 'Longer than recommended: the search result may cut it',
        detail_page: 'for every detail page',
      },
    },
  },
};
