/*
 * Kişisel Veri Talepleri's texts (`app.personalData`), found by admin/common/screenMessages.ts. The tables'
 * names come with the API's answer (label.tr / label.en); what the server refuses is translated in
 * admin/i18n/serverMessagesEnglish.ts.
 */

export const personalDataTexts = {
  tr: {
    app: {
      personalData: {
        subtitle:
          'Bir kişinin sitede tutulan bütün kişisel verilerini e-posta adresi ya da telefonuyla bulun, dışa aktarın ya da silin (KVKK madde 11)',
        search_heading: 'Kişiyi Ara',
        email: 'E-posta',
        phone: 'Telefon',
        reference: 'Talep kaydı notu',
        reference_hint:
          'Talebin kanalı ve tarihi, ör. "E-posta, 24.11.2026". Buraya kişisel veri (ad, e-posta, telefon) yazmayın.',
        search: 'Ara',
        results_heading: 'Bulunan Kayıtlar',
        results_for: '%{person} için %{smart_count} kayıt bulundu',
        nothing_found: 'Hiçbir tabloda kayıt bulunamadı.',
        count: '%{smart_count} kayıt',
        none: 'Kayıt yok',
        files: 'CV dosyası: %{smart_count}',
        outside_database: 'Veritabanı dışında',
        details_show: 'Alanları göster',
        details_hide: 'Alanları gizle',
        empty_value: '—',
        export: 'Dışa Aktar (ZIP)',
        exported: 'Dışa aktarılan dosya indirildi',
        erase: 'Kalıcı Olarak Sil',
        erase_title: 'Kişisel veriler kalıcı olarak silinecek',
        erase_intro:
          'Aşağıdaki kayıtlar tek seferde silinir ya da anonimleştirilir (muhasebe için tutulması gereken kesinleşmiş ön kayıtlarda kişi bilgileri silinir). Bu işlem geri alınamaz.',
        erase_files: 'CV dosyaları: %{smart_count}',
        erase_type: 'Onaylamak için %{word} yazın',
        erase_confirm: 'Kalıcı Olarak Sil',
        erased_summary: 'Silinen ya da anonimleştirilen: %{smart_count} kayıt',
        requests_heading: 'Talep Kayıtları',
        requests_empty: 'Henüz yanıtlanmış talep yok.',
        requests_columns: {
          created_at: 'Tarih',
          user_name: 'Kullanıcı',
          action: 'İşlem',
          reference: 'Talep kaydı notu',
          counts: 'Kayıtlar',
        },
        actions: { export: 'Dışa aktarma', erase: 'Silme' },
        // The registry's tables by name, for the request log before a search has named them.
        tables: {
          contact_messages: 'İletişim formu',
          hr_applications: 'İK başvurusu',
          pre_registrations: 'Ön kayıt ve bekleme listesi',
          corporate_requests: 'Kurumsal eğitim talebi',
          users: 'Yönetim paneli kullanıcısı',
          password_resets: 'Şifre sıfırlama istekleri',
          support_requests: 'Destek talepleri',
          mail_outbox: 'Gönderilen e-postalar',
          audit_log: 'Kayıt geçmişindeki kopyalar',
          personal_data_requests: 'Talebi işleyen kullanıcı',
        },
      },
    },
  },
  en: {
    app: {
      personalData: {
        subtitle:
          'Find everything the site holds about a person by their e-mail address or phone, export it or erase it (KVKK article 11)',
        search_heading: 'Find the person',
        email: 'E-mail',
        phone: 'Phone',
        reference: 'Request note',
        reference_hint:
          'How and when the request came, e.g. "E-mail, 24.11.2026". Do not write personal data (name, e-mail, phone) here.',
        search: 'Search',
        results_heading: 'Records found',
        results_for: '1 record found for %{person} |||| %{smart_count} records found for %{person}',
        nothing_found: 'No table holds a record.',
        count: '1 record |||| %{smart_count} records',
        none: 'No records',
        files: 'CV files: %{smart_count}',
        outside_database: 'Outside the database',
        details_show: 'Show fields',
        details_hide: 'Hide fields',
        empty_value: '—',
        export: 'Export (ZIP)',
        exported: 'The exported file was downloaded',
        erase: 'Erase permanently',
        erase_title: 'The personal data will be erased permanently',
        erase_intro:
          'The records below are deleted or anonymised in one go (confirmed pre-registrations, kept for accounting, lose the personal details). This cannot be undone.',
        erase_files: 'CV files: %{smart_count}',
        erase_type: 'Type %{word} to confirm',
        erase_confirm: 'Erase permanently',
        erased_summary: 'Deleted or anonymised: %{smart_count} records',
        requests_heading: 'Request log',
        requests_empty: 'No request has been answered yet.',
        requests_columns: {
          created_at: 'Date',
          user_name: 'User',
          action: 'Action',
          reference: 'Request note',
          counts: 'Records',
        },
        actions: { export: 'Export', erase: 'Erasure' },
        tables: {
          contact_messages: 'Contact form',
          hr_applications: 'Job application',
          pre_registrations: 'Pre-registration and waiting list',
          corporate_requests: 'Corporate training request',
          users: 'Back office user',
          password_resets: 'Password reset requests',
          support_requests: 'Support requests',
          mail_outbox: 'Sent e-mails',
          audit_log: 'Copies in the audit log',
          personal_data_requests: 'Requests handled by the user',
        },
      },
    },
  },
};
