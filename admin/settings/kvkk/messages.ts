/*
 * The KVKK screen's texts for issue 29 (retention of every personal table, "Şimdi çalıştır"), merged into
 * `resources.settings/kvkk` and `app.settings` beside the older ones in ../messages.ts.
 */

export const kvkkRetentionTexts = {
  tr: {
    resources: {
      'settings/kvkk': {
        fields: {
          pre_registration_retention_months: 'Ön kayıtlar (ay)',
          outbox_retention_days: 'E-posta içerikleri (gün)',
          audit_personal_retention_months: 'Denetim kaydı kişisel verileri (ay)',
        },
      },
    },
    app: {
      settings: {
        kvkk_kinds: {
          pre_registrations: 'Ön kayıt',
          corporate_requests: 'Kurumsal eğitim talebi (iletişim mesajlarının süresiyle)',
          mail_outbox: 'E-posta içeriği',
          audit_log: 'Denetim kaydındaki kişisel veri',
        },
        kvkk_days: '%{smart_count} gün',
        kvkk_retention_more_hint:
          'Kesinleşmiş ön kayıtlar silinmez, kişi bilgileri silinerek saklanır. E-postalarda konu, metin ve alıcı; denetim kaydında ad, e-posta, telefon gibi alanlar silinir.',
        kvkk_run: 'Şimdi çalıştır',
        kvkk_run_title: 'Saklama süresi dolan kayıtlar temizlensin mi?',
        kvkk_run_preview: 'Şu kayıtlar silinecek:',
        kvkk_run_item: '%{kind}: %{smart_count} kayıt (%{period}; %{cutoff} öncesi)',
        kvkk_run_nothing: 'Şu anda saklama süresi dolan kayıt yok.',
        kvkk_run_no_period: 'Hiçbir kayıt türü için saklama süresi girilmemiş.',
        kvkk_run_confirm: 'Temizle',
        kvkk_run_done: '%{smart_count} kayıt temizlendi',
        kvkk_period: 'Süre',
        kvkk_from_session: 'Oturumun tarihinden sayılır',
      },
    },
  },
  en: {
    resources: {
      'settings/kvkk': {
        fields: {
          pre_registration_retention_months: 'Pre-registrations (months)',
          outbox_retention_days: 'E-mail contents (days)',
          audit_personal_retention_months: 'Audit log personal data (months)',
        },
      },
    },
    app: {
      settings: {
        kvkk_kinds: {
          pre_registrations: 'Pre-registration',
          corporate_requests: 'Corporate training request (kept as long as contact messages)',
          mail_outbox: 'E-mail content',
          audit_log: 'Personal data in the audit log',
        },
        kvkk_days: '%{smart_count} day |||| %{smart_count} days',
        kvkk_retention_more_hint:
          "Confirmed pre-registrations are not deleted: they are kept without the person's details. E-mails lose their subject, text and recipient; audit log copies lose fields such as name, e-mail and phone.",
        kvkk_run: 'Run now',
        kvkk_run_title: 'Clear the records whose retention has passed?',
        kvkk_run_preview: 'These records will be deleted:',
        kvkk_run_item:
          '%{kind}: 1 record (%{period}; before %{cutoff}) |||| %{kind}: %{smart_count} records (%{period}; before %{cutoff})',
        kvkk_run_nothing: 'No record is past its retention period right now.',
        kvkk_run_no_period: 'No kind of record has a retention period.',
        kvkk_run_confirm: 'Clear',
        kvkk_run_done: '1 record cleared |||| %{smart_count} records cleared',
        kvkk_period: 'Period',
        kvkk_from_session: "Counted from the session's date",
      },
    },
  },
};
