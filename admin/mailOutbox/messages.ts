/*
 * E-posta Kayıtları's texts (`app.mailOutbox`), found by admin/common/screenMessages.ts. The kinds are the
 * server's (server/mail/messages.ts); a kind not named here is shown as it is stored. What the server
 * answers to a retry or a cancel is translated in admin/i18n/serverMessagesEnglish.ts.
 */

export const mailOutboxTexts = {
  tr: {
    app: {
      mailOutbox: {
        subtitle: 'Gönderilen ve gönderilmeyi bekleyen e-postalar, en yenisi üstte',
        empty: 'Henüz gönderilen ya da bekleyen e-posta yok.',
        empty_filtered: 'Bu filtrelere uyan e-posta yok.',
        statuses: {
          pending: 'Bekliyor',
          sent: 'Gönderildi',
          failed: 'Gönderilemedi',
          cancelled: 'İptal edildi',
        },
        kinds: {
          contact: 'İletişim mesajı',
          hr: 'İK başvurusu',
          'pre-registration': 'Ön kayıt (ofise)',
          'pre-registration-confirmation': 'Ön kayıt onayı (ziyaretçiye)',
          'corporate-request': 'Kurumsal eğitim talebi (ofise)',
          'corporate-request-confirmation': 'Kurumsal talep onayı (ziyaretçiye)',
          support: 'Destek talebi',
          'password-reset': 'Şifre sıfırlama',
        },
        columns: {
          created_at: 'Oluşturulma',
          kind: 'Tür',
          recipient: 'Alıcı',
          status: 'Durum',
          attempts: 'Deneme',
          last_error: 'Son hata',
        },
        filters: { status: 'Durum', kind: 'Tür' },
        retry: 'Yeniden gönder',
        cancel: 'İptal et',
        retry_label: '%{recipient} adresine giden e-postayı yeniden gönder',
        cancel_label: '%{recipient} adresine giden e-postayı iptal et',
        sent_at: 'Gönderildi: %{time}',
        next_attempt: 'Sonraki deneme: %{time}',
        next_attempt_due: 'Sonraki deneme: sırada',
        attempts: '%{smart_count} deneme |||| %{smart_count} deneme',
        content_cleared: 'İçerik gizlilik gereği silindi',
      },
    },
  },
  en: {
    app: {
      mailOutbox: {
        subtitle: 'E-mails sent and waiting to be sent, newest first',
        empty: 'No e-mails have been sent or are waiting yet.',
        empty_filtered: 'No e-mails match these filters.',
        statuses: {
          pending: 'Waiting',
          sent: 'Sent',
          failed: 'Failed',
          cancelled: 'Cancelled',
        },
        kinds: {
          contact: 'Contact message',
          hr: 'HR application',
          'pre-registration': 'Pre-registration (to the office)',
          'pre-registration-confirmation': 'Pre-registration confirmation (to the visitor)',
          'corporate-request': 'Corporate training request (to the office)',
          'corporate-request-confirmation': 'Corporate request confirmation (to the visitor)',
          support: 'Support request',
          'password-reset': 'Password reset',
        },
        columns: {
          created_at: 'Created',
          kind: 'Kind',
          recipient: 'Recipient',
          status: 'Status',
          attempts: 'Tries',
          last_error: 'Last error',
        },
        filters: { status: 'Status', kind: 'Kind' },
        retry: 'Send again',
        cancel: 'Cancel',
        retry_label: 'Send the e-mail to %{recipient} again',
        cancel_label: 'Cancel the e-mail to %{recipient}',
        sent_at: 'Sent: %{time}',
        next_attempt: 'Next try: %{time}',
        next_attempt_due: 'Next try: queued',
        attempts: '1 try |||| %{smart_count} tries',
        content_cleared: 'Content erased for privacy',
      },
    },
  },
};
