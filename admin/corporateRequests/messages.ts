/** Texts of Kurumsal Talepler (resources.corporate-requests.*, app.corporateRequests.*), issue 32. */
export const corporateRequestMessages = {
  tr: {
    resources: {
      'corporate-requests': {
        fields: {
          company: 'Kurum',
          name: 'Ad Soyad',
          email: 'E-posta',
          phone: 'Telefon',
          participants: 'Katılımcı',
          topics: 'Konular',
          preferred_dates: 'Tercih Edilen Tarihler',
          city: 'Şehir',
          online: 'Online Olabilir',
          note: 'Ziyaretçinin Notu',
          status: 'Durum',
          owner_note: 'Ofis Notu',
          consent_version: 'Onaylanan Aydınlatma Metni',
          consent_at: 'Onay Zamanı',
          created_at: 'Talep Tarihi',
          from: 'Talep Tarihi (başlangıç)',
          to: 'Talep Tarihi (bitiş)',
        },
      },
    },
    app: {
      corporateRequests: {
        subtitle: 'Kurumların kendilerine özel eğitim talepleri, en yenisi önce',
        empty: 'Henüz kurumsal talep yok.',
        empty_filtered: 'Bu filtrelere uyan kurumsal talep yok.',
        statuses: { new: 'Yeni', called: 'Arandı', offered: 'Teklif Verildi', closed: 'Kapandı' },
        pipeline_hint: 'Yeni → Arandı → Teklif Verildi; kapandı her adımdan seçilebilir. Kaydet ile işlenir.',
        owner_note_hint: 'Yalnızca ofis görür; ziyaretçiye gönderilmez.',
        online_yes: 'Evet',
        online_no: 'Hayır',
        locale: 'tr',
      },
    },
  },
  en: {
    resources: {
      'corporate-requests': {
        fields: {
          company: 'Company',
          name: 'Name',
          email: 'E-mail',
          phone: 'Phone',
          participants: 'Participants',
          topics: 'Topics',
          preferred_dates: 'Preferred dates',
          city: 'City',
          online: 'May be online',
          note: "Visitor's note",
          status: 'Status',
          owner_note: 'Office note',
          consent_version: 'Privacy notice accepted',
          consent_at: 'Consent given at',
          created_at: 'Received',
          from: 'Received from',
          to: 'Received until',
        },
      },
    },
    app: {
      corporateRequests: {
        subtitle: "Organisations' requests for an in-house training, newest first",
        empty: 'No corporate requests yet.',
        empty_filtered: 'No corporate requests match these filters.',
        statuses: { new: 'New', called: 'Called', offered: 'Offer sent', closed: 'Closed' },
        pipeline_hint: 'New → Called → Offer sent; close from any step. Saved with Save.',
        owner_note_hint: 'Seen by the office only; never sent to the visitor.',
        online_yes: 'Yes',
        online_no: 'No',
        locale: 'en',
      },
    },
  },
};
