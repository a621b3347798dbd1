import type { IconName } from '../icons.js';
import type { Palette } from '../images.js';
import { type Bilingual, t } from './text.js';

export interface DemoSubCategory {
  key: string;
  seo_name: string;
  name: Bilingual;
  /** The topic's picture on its course covers (the main category's when not set). */
  icon?: IconName;
}

export interface DemoCategory extends DemoSubCategory {
  icon: IconName;
  palette: Palette;
  seo_title: Bilingual;
  seo_description: Bilingual;
  subs: DemoSubCategory[];
}

const sub = (key: string, seo_name: string, name: Bilingual, icon?: IconName): DemoSubCategory => ({
  key,
  seo_name,
  name,
  icon,
});

/** Main categories in display order (the first gets the highest queue). */
export const demoCategories: DemoCategory[] = [
  {
    key: 'it',
    seo_name: 'bilgi-teknolojileri',
    name: t('Bilgi Teknolojileri', 'Information Technology'),
    icon: 'laptop',
    palette: ['#0A3D62', '#3C6382'],
    seo_title: t('Bilgi Teknolojileri Eğitimleri', 'Information Technology Courses'),
    seo_description: t(
      'Yazılım geliştirme, siber güvenlik ve veri analitiği alanlarında uygulamalı eğitimler.',
      'Hands-on courses in software development, cyber security and data analytics.',
    ),
    subs: [
      sub('software', 'yazilim-gelistirme', t('Yazılım Geliştirme', 'Software Development'), 'laptop'),
      sub('cyber', 'siber-guvenlik', t('Siber Güvenlik', 'Cyber Security'), 'shield'),
      sub('data', 'veri-analitigi', t('Veri Analitiği', 'Data Analytics'), 'chart'),
    ],
  },
  {
    key: 'management',
    seo_name: 'yonetim-ve-liderlik',
    name: t('Yönetim ve Liderlik', 'Management and Leadership'),
    icon: 'people',
    palette: ['#6D214F', '#B33771'],
    seo_title: t('Yönetim ve Liderlik Eğitimleri', 'Management and Leadership Training'),
    seo_description: t(
      'Proje yönetimi, çevik yöntemler ve liderlik becerileri üzerine kurumsal eğitimler.',
      'Corporate training in project management, agile methods and leadership skills.',
    ),
    subs: [
      sub('projects', 'proje-yonetimi', t('Proje Yönetimi', 'Project Management'), 'clock'),
      sub('leadership', 'liderlik-gelisimi', t('Liderlik Gelişimi', 'Leadership Development'), 'people'),
    ],
  },
  {
    key: 'quality',
    seo_name: 'kalite-ve-iso-standartlari',
    name: t('Kalite ve ISO Standartları', 'Quality and ISO Standards'),
    icon: 'badge',
    palette: ['#145A32', '#27AE60'],
    seo_title: t('ISO ve Kalite Yönetimi Eğitimleri', 'ISO and Quality Management Training'),
    seo_description: t(
      'ISO 9001, ISO 27001 ve Yalın Altı Sigma eğitimleriyle süreçlerinizi belgelendirmeye hazırlayın.',
      'Prepare your processes for certification with ISO 9001, ISO 27001 and Lean Six Sigma training.',
    ),
    subs: [
      sub('iso9001', 'iso-9001-kalite-yonetimi', t('ISO 9001 Kalite Yönetimi', 'ISO 9001 Quality Management'), 'certificate'),
      sub(
        'iso27001',
        'iso-27001-bilgi-guvenligi',
        t('ISO 27001 Bilgi Güvenliği', 'ISO 27001 Information Security'),
      ),
      sub('lean', 'yalin-alti-sigma', t('Yalın Altı Sigma', 'Lean Six Sigma'), 'badge'),
    ],
  },
  {
    key: 'safety',
    seo_name: 'is-sagligi-ve-guvenligi',
    name: t('İş Sağlığı ve Güvenliği', 'Occupational Health and Safety'),
    icon: 'helmet',
    palette: ['#A93226', '#E67E22'],
    seo_title: t('İş Sağlığı ve Güvenliği Eğitimleri', 'Occupational Health and Safety Training'),
    seo_description: t(
      '6331 sayılı Kanun kapsamında zorunlu İSG eğitimleri, yüksekte çalışma ve acil durum eğitimleri.',
      'Mandatory OHS training under Law No. 6331, working at height and emergency response courses.',
    ),
    subs: [
      sub('ohs', 'isg-temel-egitimleri', t('İSG Temel Eğitimleri', 'OHS Fundamentals'), 'helmet'),
      sub('emergency', 'acil-durum-ve-yangin', t('Acil Durum ve Yangın', 'Emergency and Fire Safety'), 'phone'),
    ],
  },
  {
    key: 'finance',
    seo_name: 'finans-ve-muhasebe',
    name: t('Finans ve Muhasebe', 'Finance and Accounting'),
    icon: 'coins',
    palette: ['#1B2631', '#17A589'],
    seo_title: t('Finans ve Muhasebe Eğitimleri', 'Finance and Accounting Courses'),
    seo_description: t(
      'Finansal analiz, bütçeleme ve güncel vergi mevzuatı eğitimleri.',
      'Courses in financial analysis, budgeting and current tax legislation.',
    ),
    subs: [
      sub('analysis', 'finansal-analiz', t('Finansal Analiz', 'Financial Analysis'), 'chart'),
      sub('tax', 'vergi-ve-mevzuat', t('Vergi ve Mevzuat', 'Tax and Legislation'), 'coins'),
    ],
  },
  {
    key: 'languages',
    seo_name: 'yabanci-dil',
    name: t('Yabancı Dil', 'Foreign Languages'),
    icon: 'speech',
    palette: ['#3B2F9E', '#6C5CE7'],
    seo_title: t('Kurumsal Yabancı Dil Eğitimleri', 'Corporate Language Training'),
    seo_description: t(
      'İş hayatına yönelik İngilizce ve Almanca eğitimleri, sınıfta ve çevrim içi.',
      'English and German for the workplace, in the classroom and online.',
    ),
    subs: [
      sub('english', 'is-ingilizcesi', t('İş İngilizcesi', 'Business English'), 'globe'),
      sub('german', 'almanca', t('Almanca', 'German'), 'speech'),
    ],
  },
  {
    key: 'personal',
    seo_name: 'kisisel-gelisim',
    name: t('Kişisel Gelişim', 'Personal Development'),
    icon: 'bulb',
    palette: ['#9A7D0A', '#F39C12'],
    seo_title: t('Kişisel Gelişim Eğitimleri', 'Personal Development Courses'),
    seo_description: t(
      'Etkili iletişim, sunum teknikleri ve zaman yönetimi eğitimleri.',
      'Courses in effective communication, presentation techniques and time management.',
    ),
    subs: [
      sub('presentation', 'iletisim-ve-sunum', t('İletişim ve Sunum', 'Communication and Presentation'), 'speech'),
      sub('time', 'zaman-ve-stres-yonetimi', t('Zaman ve Stres Yönetimi', 'Time and Stress Management'), 'clock'),
    ],
  },
];
