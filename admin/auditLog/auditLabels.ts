import { adminResources } from '../../shared/adminResources';

/*
 * Turkish names for what the audit log stores in the server's words: actions, API resources and the
 * columns of the records (server/audit). A name not listed here is shown as it is stored.
 */

export const actionLabels: Readonly<Record<string, string>> = {
  create: 'Oluşturma',
  update: 'Güncelleme',
  delete: 'Silme',
  reorder: 'Sıralama',
  trash: 'Çöpe taşıma',
  restore: 'Çöpten geri alma',
  unread: 'Okunmadı işaretleme',
  read: 'Okundu işaretleme',
  status: 'Durum değişikliği',
  password: 'Şifre değişikliği',
  activate: 'Etkinleştirme',
  upload: 'Dosya yükleme',
  'file-upload': 'Galeri dosyası ekleme',
  'file-delete': 'Galeri dosyası silme',
};

export const actionLabel = (action: string) => actionLabels[action] ?? action;

const pluralOf = (name: string) => name.split('||||').at(-1)?.trim() ?? name;

/** Every API path of the registry with its Turkish name: the menu label, else the plural record name. */
export const resourceLabels: Readonly<Record<string, string>> = Object.fromEntries(
  adminResources.flatMap((entry) => {
    const api = 'api' in entry ? (entry.api as { path?: string } | undefined) : undefined;
    const path = api?.path ?? ('resource' in entry ? entry.resource : undefined);
    const label =
      'menu' in entry && entry.menu ? entry.menu.label.tr : 'name' in entry ? entry.name?.tr : undefined;
    return path && label && path !== 'audit-log' && path !== 'dashboard' ? [[path, pluralOf(label)]] : [];
  }),
);

export const resourceLabel = (resource: string) =>
  resourceLabels[resource] ?? (resource === 'uploads' ? 'Görsel yüklemeleri' : resource);

/** Column names of the records (server/db/schema.ts), in Turkish. */
const fieldLabels: Readonly<Record<string, string>> = {
  name: 'Ad',
  title: 'Başlık',
  seo_name: 'SEO adı',
  seo_title: 'SEO başlığı',
  seo_description: 'SEO açıklaması',
  form_data: 'Metin',
  text: 'Metin',
  data: 'İçerik',
  content: 'İçerik',
  description: 'Açıklama',
  summary: 'Özet',
  biography: 'Biyografi',
  queue: 'Sıra',
  active: 'Aktif',
  is_published: 'Yayında',
  is_popular: 'Popüler',
  is_default: 'Varsayılan',
  email: 'E-posta',
  phone: 'Telefon',
  company: 'Firma',
  status: 'Durum',
  owner_note: 'Ofis notu',
  note: 'Not',
  role_group_id: 'Rol grubu',
  section: 'Bölüm',
  category_id: 'Kategori',
  brand_id: 'Marka',
  parent_id: 'Üst kategori',
  duration: 'Süre',
  price: 'Ücret',
  sessions: 'Oturumlar',
  instructor_ids: 'Eğitmenler',
  photo_path: 'Fotoğraf',
  logo_path: 'Logo',
  image_path: 'Görsel',
  website: 'Web sitesi',
  published_at: 'Yayın tarihi',
  location: 'Konum',
  employment_type: 'Çalışma şekli',
  uri: 'Adres',
  lang: 'Dil',
  abbr: 'Kısaltma',
  page_lang: 'Çeviriler',
  keywords: 'Anahtar kelimeler',
  google_script: 'Google betiği',
  yandex_script: 'Yandex betiği',
  fb_pixel_script: 'Facebook Pixel betiği',
  main_logo_path: 'Ana logo',
  second_logo_path: 'İkinci logo',
  fav_ico_logo_path: 'Favicon',
  main_color: 'Ana renk',
  second_color: 'İkinci renk',
  project_company_name: 'Proje firma adı',
  company_name: 'Firma adı',
  project_company_url: 'Proje firma adresi',
  notice_contract_id: 'KVKK metni',
  application_retention_months: 'Başvuru saklama süresi (ay)',
  contact_retention_months: 'Mesaj saklama süresi (ay)',
  subject: 'Konu',
  message: 'Mesaj',
  priority: 'Öncelik',
  route_name: 'Sayfa',
  participants: 'Katılımcı sayısı',
  waitlist: 'Bekleme listesi',
  files: 'Dosyalar',
  id: 'Kayıt no',
  created_at: 'Oluşturulma',
  updated_at: 'Güncellenme',
};

/** `name.tr` → "Ad (TR)", `sessions` → "Oturumlar": a column's name with its language, if any. */
export function fieldLabel(path: string): string {
  const [head, ...rest] = path.split('.');
  const base = fieldLabels[head] ?? head;
  if (rest.length === 0) return base;
  const tail = rest.map((part) =>
    /^[a-z]{2}$/.test(part) ? part.toUpperCase() : (fieldLabels[part] ?? part),
  );
  return `${base} (${tail.join(' · ')})`;
}
