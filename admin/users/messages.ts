export const userMessages = {
  tr: {
    resources: {
      users: {
        fields: {
          name: 'Ad Soyad',
          email: 'E-Mail',
          password: 'Şifre',
          password_confirmation: 'Şifre (Tekrar)',
          role_group_id: 'Rol Grubu',
          role_group: 'Rol Grubu',
          active: 'Durum',
        },
      },
    },
    app: {
      users: {
        create: 'Kullanıcı Ekle',
        subtitle: 'Panele giriş yapabilen kişiler ve rol grupları',
        edit: 'Kullanıcıyı Düzenle: %{name}',
        reset_password: 'Şifre Sıfırla',
        reset_password_title: 'Şifre Sıfırla: %{name}',
        reset_password_hint: 'Yeni şifre kaydedilince kullanıcının açık oturumları kapanır.',
        active_hint:
          'Pasif kullanıcı giriş yapamaz; rolü değişen ya da pasif yapılan kullanıcının oturumları kapanır.',
        deactivate: 'Pasif Yap',
        activate: 'Aktif Yap',
        deactivate_content: 'Kullanıcı pasif yapılacak ve açık oturumları kapatılacak.',
        deactivate_confirm: 'Evet, Pasif Yap!',
        activate_content: 'Kullanıcı yeniden giriş yapabilecek.',
        activate_confirm: 'Evet, Aktif Yap!',
        // The role groups the server creates (server/services/users.ts), by key.
        roles: { admin: 'Yönetici', editor: 'Editör' },
      },
    },
  },
  en: {
    resources: {
      users: {
        fields: {
          name: 'Full name',
          email: 'E-mail',
          password: 'Password',
          password_confirmation: 'Password (again)',
          role_group_id: 'Role group',
          role_group: 'Role group',
          active: 'Status',
        },
      },
    },
    app: {
      users: {
        create: 'Add a user',
        subtitle: 'The people who can sign in to the back office, and their role groups',
        edit: 'Edit user: %{name}',
        reset_password: 'Reset password',
        reset_password_title: 'Reset password: %{name}',
        reset_password_hint: 'Saving a new password signs the user out everywhere.',
        active_hint: 'An inactive user cannot sign in; a new role or a deactivation ends their sessions.',
        deactivate: 'Deactivate',
        activate: 'Activate',
        deactivate_content: 'The user will be deactivated and signed out.',
        deactivate_confirm: 'Yes, deactivate!',
        activate_content: 'The user will be able to sign in again.',
        activate_confirm: 'Yes, activate!',
        roles: { admin: 'Administrator', editor: 'Editor' },
      },
    },
  },
};
