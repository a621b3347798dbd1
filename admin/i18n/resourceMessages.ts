import type { ResourceName } from '../dataProvider/resources';

// A type alias, not an interface: TranslationMessages needs the implicit index signature.
type ResourceTexts = {
  /** Singular |||| plural, used by react-admin for page titles and empty states. */
  name: string;
  /** Field labels: resources.<name>.fields.<source>. Each resource's screens add theirs here. */
  fields?: Record<string, string>;
};

type ResourceMessages = Record<ResourceName, ResourceTexts>;

export const resourcesTurkish: ResourceMessages = {
  contracts: { name: 'Sözleşme |||| Sözleşmeler' },
  contact: { name: 'İletişim Mesajı |||| İletişim Mesajları' },
  'human-resources': { name: 'İK Başvurusu |||| İK Başvuruları' },
  'open-positions': { name: 'Açık Pozisyon |||| Açık Pozisyonlar' },
  languages: { name: 'Dil |||| Diller' },
  categories: { name: 'Eğitim Kategorisi |||| Eğitim Kategorileri' },
  products: { name: 'Eğitim |||| Eğitim Takvimi' },
  instructors: { name: 'Eğitmen |||| Eğitmenler' },
  brands: { name: 'Marka |||| Markalar' },
  news: { name: 'Haber |||| Haberler' },
  contents: { name: 'Sayfa İçeriği |||| Sayfa İçerikleri' },
  users: { name: 'Kullanıcı |||| Kullanıcılar' },
  'role-groups': { name: 'Rol Grubu |||| Rol Grupları' },
  'settings/contact-information': { name: 'İletişim Bilgisi |||| İletişim Bilgileri' },
  'settings/social-media': { name: 'Sosyal Medya Hesabı |||| Sosyal Medya' },
  'settings/site': { name: 'Entegrasyon |||| Entegrasyonlar' },
  'settings/company': { name: 'Firma Bilgisi |||| Firma Bilgileri' },
  'settings/kvkk': { name: 'KVKK Ayarı |||| KVKK Ayarları' },
  'settings/kvkk/purges': { name: 'Silme Kaydı |||| Silme Kayıtları' },
  'page-meta': { name: 'Sayfa Başlığı |||| Sayfa Başlıkları' },
  dashboard: { name: 'İstatistikler' },
  support: { name: 'Destek Talebi |||| Destek Talepleri' },
  'pre-registrations': { name: 'Ön Kayıt |||| Ön Kayıtlar' },
};

export const resourcesEnglish: ResourceMessages = {
  contracts: { name: 'Contract |||| Contracts' },
  contact: { name: 'Contact message |||| Contact messages' },
  'human-resources': { name: 'HR application |||| HR applications' },
  'open-positions': { name: 'Open position |||| Open positions' },
  languages: { name: 'Language |||| Languages' },
  categories: { name: 'Education category |||| Education categories' },
  products: { name: 'Education |||| Education calendar' },
  instructors: { name: 'Instructor |||| Instructors' },
  brands: { name: 'Brand |||| Brands' },
  news: { name: 'News item |||| News' },
  contents: { name: 'Page content |||| Page contents' },
  users: { name: 'User |||| Users' },
  'role-groups': { name: 'Role group |||| Role groups' },
  'settings/contact-information': { name: 'Contact information item |||| Contact information' },
  'settings/social-media': { name: 'Social media account |||| Social media' },
  'settings/site': { name: 'Integration |||| Integrations' },
  'settings/company': { name: 'Company setting |||| Company settings' },
  'settings/kvkk': { name: 'KVKK setting |||| KVKK settings' },
  'settings/kvkk/purges': { name: 'Deletion record |||| Deletion records' },
  'page-meta': { name: 'Page title |||| Page titles' },
  dashboard: { name: 'Statistics' },
  support: { name: 'Support request |||| Support requests' },
  'pre-registrations': { name: 'Pre-registration |||| Pre-registrations' },
};
