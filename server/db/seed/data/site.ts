import type { ContactSection, PublicRouteName } from '../../../../shared/publicApi.js';
import { type Bilingual, t } from './text.js';

export const demoLanguages = [
  { abbr: 'tr', lang: 'Türkçe', is_default: 1 },
  { abbr: 'en', lang: 'English', is_default: 0 },
] as const;

export interface DemoContactItem {
  section: ContactSection;
  name: Bilingual;
  content: Bilingual;
}

const same = (value: string) => t(value, value);

/** One row per language is stored for each item (the table has a `lang` column). */
export const demoContactInformation: DemoContactItem[] = [
  { section: 'telefon', name: t('Merkez Ofis', 'Head Office'), content: same('+90 (212) 555 01 23') },
  { section: 'telefon', name: t('Eğitim Danışmanı', 'Training Adviser'), content: same('+90 (532) 555 45 67') },
  { section: 'telefon', name: t('Ankara Şubesi', 'Ankara Branch'), content: same('+90 (312) 555 78 90') },
  { section: 'email', name: t('Genel Bilgi', 'General Enquiries'), content: same('info@akademi.example') },
  { section: 'email', name: t('Eğitim Kayıt', 'Registrations'), content: same('kayit@akademi.example') },
  { section: 'email', name: t('İnsan Kaynakları', 'Human Resources'), content: same('ik@akademi.example') },
  {
    section: 'adres',
    name: t('İstanbul Merkez', 'İstanbul Head Office'),
    content: t(
      'Büyükdere Cad. No: 185 Kat: 7, 34394 Levent, Şişli / İstanbul',
      'Büyükdere Cad. No: 185 Floor 7, 34394 Levent, Şişli, İstanbul, Türkiye',
    ),
  },
  {
    section: 'adres',
    name: t('Ankara Şubesi', 'Ankara Branch'),
    content: t(
      'Kızılırmak Mah. Dumlupınar Blv. No: 9, 06510 Çankaya / Ankara',
      'Kızılırmak Mah. Dumlupınar Blv. No: 9, 06510 Çankaya, Ankara, Türkiye',
    ),
  },
  {
    section: 'adres',
    name: t('İzmir Şubesi', 'İzmir Branch'),
    content: t(
      'Kazımdirik Mah. 372. Sok. No: 8, 35100 Bornova / İzmir',
      'Kazımdirik Mah. 372. Sok. No: 8, 35100 Bornova, İzmir, Türkiye',
    ),
  },
  {
    section: 'shift',
    name: t('Çalışma Saatleri', 'Opening Hours'),
    content: t(
      'Hafta içi 09:00 - 18:00, Cumartesi 10:00 - 14:00',
      'Weekdays 09:00 - 18:00, Saturday 10:00 - 14:00',
    ),
  },
  {
    section: 'source_link',
    name: t('Yol Tarifi', 'Directions'),
    content: same('https://www.openstreetmap.org/search?query=Levent%2C%20%C4%B0stanbul'),
  },
];

export const demoSocialMedia = [
  { name: 'facebook', uri: 'https://www.facebook.com/akademiegitim' },
  { name: 'instagram', uri: 'https://www.instagram.com/akademiegitim' },
  { name: 'linkedin', uri: 'https://www.linkedin.com/company/akademiegitim' },
  { name: 'x', uri: 'https://x.com/akademiegitim' },
  { name: 'youtube', uri: 'https://www.youtube.com/@akademiegitim' },
];

/** Null title: the page title is the company name alone (SPEC §2). */
export const demoPageMeta: Record<PublicRouteName, { title: Bilingual | null; description: Bilingual }> = {
  home: {
    title: null,
    description: t(
      'Bilgi teknolojileri, yönetim, ISO, iş güvenliği, finans ve yabancı dil alanlarında kurumsal eğitim ve danışmanlık.',
      'Corporate training and consulting in IT, management, ISO standards, occupational safety, finance and languages.',
    ),
  },
  about_us: {
    title: t('Biz Kimiz?', 'About Us'),
    description: t('2009’dan bu yana kurumların gelişimine eşlik ediyoruz.', 'Supporting organisations since 2009.'),
  },
  products: {
    title: t('Eğitim Takvimi', 'Training Calendar'),
    description: t(
      'İstanbul, Ankara, İzmir ve çevrim içi yaklaşan eğitim oturumları.',
      'Upcoming sessions in İstanbul, Ankara, İzmir and online.',
    ),
  },
  course: {
    title: t('Eğitim Detayı', 'Course Details'),
    description: t('Eğitim içeriği, tarihleri ve eğitmenleri.', 'Course content, dates and trainers.'),
  },
  distance_learning: {
    title: t('Uzaktan Eğitim', 'Distance Learning'),
    description: t('Canlı sanal sınıflar ve çevrim içi eğitimler.', 'Live virtual classes and online courses.'),
  },
  training_videos: {
    title: t('Eğitim Videoları', 'Training Videos'),
    description: t('Eğitmenlerimizden kısa eğitim videoları.', 'Short training videos from our trainers.'),
  },
  instructors: {
    title: t('Eğitmenlerimiz', 'Our Trainers'),
    description: t('Alanında uzman, sertifikalı eğitmen kadromuz.', 'Our certified, expert trainers.'),
  },
  instructor: {
    title: t('Eğitmen', 'Trainer'),
    description: t('Eğitmen özgeçmişi ve verdiği eğitimler.', 'Trainer profile and courses.'),
  },
  consultancy_service: {
    title: t('Danışmanlık Hizmeti', 'Consultancy Service'),
    description: t('ISO, KVKK, süreç iyileştirme ve İSG danışmanlığı.', 'ISO, KVKK, process improvement and OHS consulting.'),
  },
  classroom_rental: {
    title: t('Sınıf Kiralama', 'Classroom Rental'),
    description: t('İstanbul, Ankara ve İzmir’de donanımlı derslikler.', 'Equipped classrooms in İstanbul, Ankara and İzmir.'),
  },
  brand: {
    title: null,
    description: t('Eğitim markalarımız ve programları.', 'Our training brands and their programmes.'),
  },
  search_products: {
    title: t('Eğitim Ara', 'Search Courses'),
    description: t('Eğitim takviminde arama yapın.', 'Search the training calendar.'),
  },
  news: {
    title: t('Haberler', 'News'),
    description: t('Akademi’den haberler ve duyurular.', 'News and announcements from Akademi.'),
  },
  news_archive: {
    title: t('Haberler', 'News'),
    description: t(
      'Akademi’den tüm haberler ve duyurular, en yenisi başta.',
      'All news and announcements from Akademi, newest first.',
    ),
  },
  human_resources: {
    title: t('Kariyer', 'Careers'),
    description: t('Ekibimize katılın: açık pozisyonlar ve başvuru formu.', 'Join our team: open positions and application form.'),
  },
  contact: {
    title: t('İletişim', 'Contact'),
    description: t('Telefon, e-posta ve adres bilgilerimiz.', 'Our phone numbers, e-mail and addresses.'),
  },
  corporate_request: {
    title: t('Kurumsal Eğitim Talebi', 'Corporate Training Request'),
    description: t(
      'Kurumunuza özel eğitim talebi: konular, katılımcı sayısı, tarih ve şehir; size teklifle dönelim.',
      'Request an in-house training: topics, participants, dates and city; we will come back with an offer.',
    ),
  },
  contract: {
    title: t('Sözleşmeler', 'Legal'),
    description: t('KVKK aydınlatma metni, çerez politikası ve üyelik sözleşmesi.', 'Privacy notice, cookie policy and membership agreement.'),
  },
  not_found: {
    title: t('Sayfa Bulunamadı', 'Page Not Found'),
    description: t('Aradığınız sayfa bulunamadı.', 'The page you are looking for was not found.'),
  },
  waitlist_offer: {
    title: t('Bekleme Listesi', 'Waiting List'),
    description: t('Bekleme listesinden size ayrılan yer.', 'The seat held for you from the waiting list.'),
  },
};

export const demoCompanyConfig = {
  main_logo_path: '/brand/logo.svg',
  fav_ico_logo_path: '/brand/favicon.svg',
  second_logo_path: '/brand/logo-light.svg',
  main_color: '#0A3D62',
  second_color: '#F39C12',
  project_company_name: 'Akademi',
  company_name: t('Akademi Eğitim ve Danışmanlık', 'Akademi Training and Consulting'),
  project_company_url: 'https://akademi.example',
};

export const demoSiteSettings = {
  google_script: '',
  yandex_script: '',
  fb_pixel_script: '',
  keywords: ['eğitim', 'danışmanlık', 'ISO 9001', 'iş güvenliği', 'kurumsal eğitim', 'sertifika programı'],
};
