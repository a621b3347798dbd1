import { type Bilingual, html, t } from './text.js';

export interface DemoContract {
  name: Bilingual;
  seo_name: string;
  text: Bilingual;
}

const company = t(
  'Akademi Eğitim ve Danışmanlık A.Ş. (“Akademi”)',
  'Akademi Eğitim ve Danışmanlık A.Ş. (“Akademi”)',
);

export const demoContracts: DemoContract[] = [
  {
    name: t('KVKK Aydınlatma Metni', 'Personal Data Protection Notice'),
    seo_name: 'kvkk-aydinlatma-metni',
    text: html([
      {
        p: t(
          `6698 sayılı Kişisel Verilerin Korunması Kanunu (“KVKK”) uyarınca, veri sorumlusu sıfatıyla ${company.tr}, kişisel verilerinizi aşağıda açıklanan kapsamda işlemektedir.`,
          `Under Turkish Personal Data Protection Law No. 6698 (“KVKK”), ${company.en}, as data controller, processes your personal data as described below.`,
        ),
      },
      { h: t('1. İşlenen Kişisel Veriler', '1. Personal Data Processed') },
      {
        ul: [
          t('Kimlik bilgileri: ad, soyad', 'Identity data: first and last name'),
          t('İletişim bilgileri: e-posta adresi, telefon numarası', 'Contact data: e-mail address, phone number'),
          t(
            'Başvuru bilgileri: özgeçmiş, pozisyon tercihi, mesaj içeriği',
            'Application data: CV, preferred position, message content',
          ),
          t('İşlem güvenliği bilgileri: IP adresi, işlem zamanı', 'Transaction security data: IP address, time'),
        ],
      },
      { h: t('2. İşleme Amaçları', '2. Purposes of Processing') },
      {
        p: t(
          'Kişisel verileriniz; eğitim kayıt ve başvurularınızın alınması, taleplerinizin yanıtlanması, işe alım süreçlerinin yürütülmesi ve yasal yükümlülüklerimizin yerine getirilmesi amaçlarıyla işlenir.',
          'Your personal data is processed to receive your course registrations and applications, answer your requests, run recruitment and meet our legal obligations.',
        ),
      },
      { h: t('3. Aktarım', '3. Transfers') },
      {
        p: t(
          'Verileriniz, yalnızca yasal zorunluluk hâlinde yetkili kamu kurum ve kuruluşlarıyla ve hizmet aldığımız barındırma sağlayıcılarıyla KVKK’nın 8. ve 9. maddelerine uygun olarak paylaşılır.',
          'Your data is shared only with competent public authorities where the law requires it, and with our hosting providers, in accordance with Articles 8 and 9 of the KVKK.',
        ),
      },
      { h: t('4. Haklarınız', '4. Your Rights') },
      {
        p: t(
          'KVKK’nın 11. maddesi kapsamında verilerinizin işlenip işlenmediğini öğrenme, düzeltilmesini veya silinmesini isteme ve işlemeye itiraz etme haklarına sahipsiniz. Başvurularınızı kvkk@akademi.example adresine iletebilirsiniz.',
          'Under Article 11 of the KVKK you have the right to learn whether your data is processed, to ask for its correction or deletion, and to object to processing. Please send requests to kvkk@akademi.example.',
        ),
      },
    ]),
  },
  {
    name: t('Çerez Politikası', 'Cookie Policy'),
    seo_name: 'cerez-politikasi',
    text: html([
      {
        p: t(
          'Bu politika, web sitemizde kullanılan çerezleri ve bunları nasıl yönetebileceğinizi açıklar.',
          'This policy explains the cookies used on our website and how you can manage them.',
        ),
      },
      { h: t('Kullandığımız Çerezler', 'The Cookies We Use') },
      {
        ul: [
          t(
            'Zorunlu çerezler: dil tercihinizi (_lang) ve form güvenliğini sağlayan çerezler. Bu çerezler olmadan site çalışmaz.',
            'Strictly necessary cookies: your language choice (_lang) and form security. The site cannot work without them.',
          ),
          t(
            'Analitik çerezler: yalnızca onay vermeniz hâlinde, sitenin nasıl kullanıldığını anonim olarak ölçmek için.',
            'Analytics cookies: only with your consent, to measure anonymously how the site is used.',
          ),
        ],
      },
      { h: t('Çerezleri Yönetme', 'Managing Cookies') },
      {
        p: t(
          'Tarayıcınızın ayarlarından çerezleri silebilir veya engelleyebilirsiniz. Zorunlu çerezlerin engellenmesi hâlinde dil seçimi ve iletişim formu çalışmayabilir.',
          'You can delete or block cookies in your browser settings. If strictly necessary cookies are blocked, the language switch and the contact form may not work.',
        ),
      },
      {
        p: t(
          'Dil tercihi çerezi 365 gün saklanır; güvenlik çerezi tarayıcı oturumu sona erdiğinde silinir.',
          'The language cookie is kept for 365 days; the security cookie is deleted when the browser session ends.',
        ),
      },
    ]),
  },
  {
    name: t('Üyelik Sözleşmesi', 'Membership Agreement'),
    seo_name: 'uyelik-sozlesmesi',
    text: html([
      { h: t('1. Taraflar', '1. Parties') },
      {
        p: t(
          `Bu sözleşme ${company.tr} ile web sitesi üzerinden eğitimlere kayıt olan katılımcı (“Üye”) arasında akdedilmiştir.`,
          `This agreement is made between ${company.en} and the participant who registers for courses through the website (the “Member”).`,
        ),
      },
      { h: t('2. Konu', '2. Subject') },
      {
        p: t(
          'Sözleşmenin konusu, Üye’nin eğitim takviminde yer alan programlara kaydı, eğitimlere katılımı ve tarafların karşılıklı hak ve yükümlülükleridir.',
          'The subject of this agreement is the Member’s registration for and attendance at programmes in the training calendar, and the parties’ mutual rights and obligations.',
        ),
      },
      { h: t('3. Kayıt, Ödeme ve İptal', '3. Registration, Payment and Cancellation') },
      {
        ul: [
          t(
            'Kayıt, ücretin ödenmesiyle kesinleşir.',
            'A registration is confirmed once the fee has been paid.',
          ),
          t(
            'Eğitim başlangıcından 7 gün öncesine kadar yapılan iptallerde ücretin tamamı iade edilir.',
            'Cancellations up to 7 days before the course starts are refunded in full.',
          ),
          t(
            'Daha geç iptallerde Üye, ücret kaybı olmadan bir sonraki oturuma aktarılabilir.',
            'After that, the Member may transfer to the next session at no cost.',
          ),
          t(
            'Yeterli katılım sağlanamazsa Akademi oturumu erteleyebilir; bu durumda ödeme iade edilir.',
            'If too few people register, Akademi may postpone a session; payments are then refunded.',
          ),
        ],
      },
      { h: t('4. Fikri Mülkiyet', '4. Intellectual Property') },
      {
        p: t(
          'Eğitim materyalleri Akademi’ye aittir ve yalnızca Üye’nin kişisel kullanımı içindir; çoğaltılamaz ve üçüncü kişilerle paylaşılamaz.',
          'Course materials belong to Akademi and are for the Member’s personal use only; they may not be copied or shared with third parties.',
        ),
      },
      { h: t('5. Uyuşmazlıklar', '5. Disputes') },
      {
        p: t(
          'Bu sözleşmeden doğan uyuşmazlıklarda İstanbul (Çağlayan) mahkemeleri ve icra daireleri yetkilidir.',
          'The courts and enforcement offices of İstanbul (Çağlayan) have jurisdiction over disputes arising from this agreement.',
        ),
      },
    ]),
  },
];
