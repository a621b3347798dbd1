import { categoryMessages } from './schemas/category.js';

/*
 * What the server says when it refuses a content write (issue 28's trash and versions, the seat floor), in
 * Turkish as it sends it, and in English for the panel's English users: the panel looks a message up by the
 * Turkish text (admin/i18n/serverMessagesEnglish.ts). One place for both, so a reworded refusal cannot
 * leave its translation behind.
 */

export const trashMessages = {
  restored: 'Geri Alındı!',
  alreadyInTrash: 'İşlem Hatası! Bu kayıt zaten çöp kutusunda.',
  restoreOnlyTrash: 'İşlem Hatası! Yalnızca çöp kutusundaki kayıtlar geri alınabilir.',
  destroyOnlyTrash: 'İşlem Hatası! Yalnızca çöp kutusundaki kayıtlar kalıcı olarak silinebilir.',
  publishInTrash: 'İşlem Hatası! Çöp kutusundaki kayıtlar yayınlanamaz veya yayından kaldırılamaz.',
  noPublishFlag: 'İşlem Hatası! Bu kayıtların yayın durumu yok.',
  unknown: 'İşlem Hatası! Bu kayıtlar bulunamadı',
  invalidAction: 'Geçersiz Seçim',
} as const;

export const trashRuleMessages = {
  kvkkNotice:
    'Bu sözleşme KVKK aydınlatma metni olarak kullanılıyor; çöpe taşınamaz. Önce KVKK ayarlarından başka bir metin seçin.',
  categoryInTrash:
    'İşlem Hatası! Kategorisi çöp kutusunda olan bir kayıt geri alınamaz. Önce kategoriyi geri alın.',
  trashedCourses:
    'Çöp kutusundaki eğitimler hâlâ bu kategoriye bağlı. Önce o eğitimleri kalıcı olarak silin veya başka bir kategoriye taşıyın.',
  trashedChildren:
    'Çöp kutusundaki alt kategoriler hâlâ bu kategoriye bağlı. Önce alt kategorileri kalıcı olarak silin.',
} as const;

/** The refusal of a session's seats set below the places its registrations hold (the course form, 422). */
export const seatsBelowTaken = {
  tr: (taken: number | string) => `Bu oturumda ${taken} kişi kayıtlı: kontenjan en az ${taken} olmalı`,
  en: (taken: number | string) =>
    `${taken} people are registered for this session: seats must be at least ${taken}`,
};

/** The English of each fixed refusal, keyed by its Turkish. */
export const contentMessagesEnglish: Readonly<Record<string, string>> = {
  [trashMessages.alreadyInTrash]: 'Failed! This record is already in the trash.',
  [trashMessages.restoreOnlyTrash]: 'Failed! Only records in the trash can be restored.',
  [trashMessages.destroyOnlyTrash]: 'Failed! Only records in the trash can be deleted permanently.',
  [trashMessages.publishInTrash]: 'Failed! Records in the trash cannot be published or unpublished.',
  [trashMessages.noPublishFlag]: 'Failed! These records have no publishing status.',
  [trashMessages.unknown]: 'Failed! These records were not found',
  [trashMessages.invalidAction]: 'Invalid choice',
  [trashRuleMessages.kvkkNotice]:
    'This contract is the KVKK notice; it cannot go to the trash. Choose another text in the KVKK settings first.',
  [trashRuleMessages.categoryInTrash]:
    'Failed! A record whose category is in the trash cannot be restored. Restore the category first.',
  [trashRuleMessages.trashedCourses]:
    'Courses in the trash still belong to this category. Delete them permanently or move them to another category first.',
  [trashRuleMessages.trashedChildren]:
    'Subcategories in the trash still belong to this category. Delete them permanently first.',
  [categoryMessages.hasProducts]:
    'Courses belong to this category. Move them to another category or delete them first.',
  [categoryMessages.hasChildren]: 'This category has subcategories. Delete or move them first.',
};
