/*
 * Site settings texts for the waiting list (issue 29), merged into `resources.settings/site` and
 * `app.settings` beside the older ones in ../messages.ts.
 */

export const waitlistSettingsTexts = {
  tr: {
    resources: {
      'settings/site': {
        fields: {
          waitlist_hold_hours: 'Bekleme listesi teklif süresi (saat)',
          confirmation_mail_statuses: 'Ziyaretçiye e-posta gönderen ön kayıt durumları',
        },
      },
    },
    app: {
      settings: {
        waitlist_hold_hint:
          'Bir yer boşalınca bekleme listesindeki ilk kişiye teklif gider; yer bu kadar saat onun için ayrılır, sonra sıradakine geçer (1–720).',
        confirmation_mail_hint:
          'Ofis bir ön kaydı bu durumlardan birine aldığında ziyaretçiye kendi dilinde e-posta gider.',
      },
    },
  },
  en: {
    resources: {
      'settings/site': {
        fields: {
          waitlist_hold_hours: 'Waiting list offer hold (hours)',
          confirmation_mail_statuses: 'Pre-registration statuses that e-mail the visitor',
        },
      },
    },
    app: {
      settings: {
        waitlist_hold_hint:
          'When a seat frees up, the first person waiting is offered it; it is held for them this many hours, then passes to the next one (1–720).',
        confirmation_mail_hint:
          'When the office moves a pre-registration to one of these statuses, the visitor gets an e-mail in their language.',
      },
    },
  },
};
