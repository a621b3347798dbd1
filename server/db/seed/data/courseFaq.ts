import { type Bilingual, t } from './text.js';

/*
 * Frequently asked questions of a few demo courses (issue 32), by the course's seo_name. The answers state no
 * hours, dates or prices: those live in the course's own fields and sessions, which the demo keeps consistent.
 */
export interface DemoFaqItem {
  question: Bilingual;
  answer: Bilingual;
}

const certificate: DemoFaqItem = {
  question: t('Eğitim sonunda belge veriliyor mu?', 'Is there a certificate at the end?'),
  answer: t(
    'Eğitimin tamamına katılanlara adlarına düzenlenmiş bir katılım belgesi verilir.',
    'Everyone who attends the whole course receives a certificate of attendance in their name.',
  ),
};

export const demoCourseFaq: Record<string, DemoFaqItem[]> = {
  'python-ile-veri-analizi': [
    {
      question: t('Ön bilgi gerekiyor mu?', 'Do I need any prior knowledge?'),
      answer: t(
        'Programlama deneyimi gerekmez; Excel’de tablo ve formüllerle çalışmış olmanız yeterlidir. Python temelleri ilk gün anlatılır.',
        'No programming experience is needed; having worked with tables and formulas in Excel is enough. Python basics are covered on the first day.',
      ),
    },
    {
      question: t('Kendi bilgisayarımı getirmem gerekir mi?', 'Should I bring my own computer?'),
      answer: t(
        'Sınıf oturumlarında kurulu bilgisayarlar hazırdır. Çevrim içi oturumlar için kurulum yönergesi eğitimden bir hafta önce e-postayla gönderilir.',
        'Classroom sessions have computers ready. For online sessions, setup instructions are e-mailed a week before the course.',
      ),
    },
    certificate,
  ],
  'pmp-sinavina-hazirlik': [
    {
      question: t('Sınav ücreti eğitim ücretine dahil mi?', 'Is the exam fee included?'),
      answer: t(
        'Hayır. Sınav başvurusu ve ücreti PMI’a doğrudan yapılır; eğitimde başvuru formunun doldurulmasına yardımcı olunur.',
        'No. The exam application and fee go directly to PMI; the course helps you fill in the application.',
      ),
    },
    {
      question: t('Eğitim, sınav için istenen 35 saati karşılıyor mu?', 'Does the course meet the 35 contact hours?'),
      answer: t(
        'Evet. Eğitimin tamamına katılanlara PMI başvurusunda kullanılabilecek eğitim saati belgesi verilir.',
        'Yes. Everyone who attends the whole course receives a record of the hours for the PMI application.',
      ),
    },
    {
      question: t('Deneme sınavı yapılıyor mu?', 'Is there a practice exam?'),
      answer: t(
        'Son gün, gerçek sınav biçiminde bir deneme sınavı yapılır ve sorular birlikte değerlendirilir.',
        'On the last day there is a practice exam in the real format, and the questions are reviewed together.',
      ),
    },
  ],
  'iso-9001-2015-ic-denetci-egitimi': [
    {
      question: t(
        'Temel eğitimi almadan bu eğitime katılabilir miyim?',
        'Can I join without the foundation course?',
      ),
      answer: t(
        'ISO 9001 maddelerini biliyorsanız katılabilirsiniz. Standartla yeni tanışıyorsanız önce temel eğitimi öneririz.',
        'You can if you know the clauses of ISO 9001. If the standard is new to you, we recommend the foundation course first.',
      ),
    },
    {
      question: t('Eğitimde uygulama yapılıyor mu?', 'Are there practical exercises?'),
      answer: t(
        'Evet. Katılımcılar gruplar hâlinde bir denetim planlar, soru listesi hazırlar ve bulgu raporu yazar.',
        'Yes. In groups, participants plan an audit, prepare a checklist and write a findings report.',
      ),
    },
    certificate,
  ],
  'temel-is-sagligi-ve-guvenligi-egitimi': [
    {
      question: t(
        'Eğitim kurumumuzda yapılabilir mi?',
        'Can the course be held at our company?',
      ),
      answer: t(
        'Evet. Kurumsal Eğitim Talebi formundan katılımcı sayısını ve tarih tercihinizi iletin; içerik iş yerinizin tehlike sınıfına göre uyarlanır.',
        'Yes. Send the number of participants and your preferred dates through the Corporate Training Request form; the content is adapted to your workplace’s hazard class.',
      ),
    },
    {
      question: t('Eğitim hangi çalışanlar için zorunludur?', 'Which employees must take it?'),
      answer: t(
        'İş yerinde çalışan herkes, işe başlarken ve tehlike sınıfına göre belirli aralıklarla bu eğitimi almalıdır.',
        'Everyone working at a workplace must take it when they start and at intervals set by the hazard class.',
      ),
    },
    certificate,
  ],
};
