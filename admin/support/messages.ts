export const supportMessages = {
  tr: {
    resources: {
      support: {
        fields: {
          subject: 'Konu',
          message: 'Mesaj',
          priority: 'Öncelik',
          status: 'Durum',
          user_name: 'Talep Eden',
          created_at: 'Tarih',
        },
      },
    },
    app: {
      support: {
        create: 'Destek Talebi Oluştur',
        subtitle: 'Destek talepleri ve durumları',
        intro: 'Sorununuzu ya da isteğinizi yazın; talebiniz kaydedilir ve durumu bu listeden izlenir.',
        detail: 'Destek Talebi: %{subject}',
        change_status: 'Durumu Değiştir',
        status_of: '%{subject}: durum',
        priorities: { low: 'Düşük', normal: 'Normal', high: 'Yüksek' },
        statuses: { open: 'Açık', in_progress: 'İşlemde', closed: 'Kapandı' },
        empty: 'Henüz destek talebi yok.',
      },
    },
  },
  en: {
    resources: {
      support: {
        fields: {
          subject: 'Subject',
          message: 'Message',
          priority: 'Priority',
          status: 'Status',
          user_name: 'Requested by',
          created_at: 'Date',
        },
      },
    },
    app: {
      support: {
        create: 'New support request',
        subtitle: 'Support requests and their status',
        intro: 'Describe your problem or request; it is stored and its status shows in this list.',
        detail: 'Support request: %{subject}',
        change_status: 'Change status',
        status_of: '%{subject}: status',
        priorities: { low: 'Low', normal: 'Normal', high: 'High' },
        statuses: { open: 'Open', in_progress: 'In progress', closed: 'Closed' },
        empty: 'No support requests yet.',
      },
    },
  },
};
