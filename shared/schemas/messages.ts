/** The login screen's fixed Turkish messages (SPEC §5). The public forms take theirs from the form_error dictionary. */
export const loginMessages = {
  required: 'Bu Alan Zorunlu',
  min6: 'Bu Alan 6 Karakterden Az Olamaz',
  max50: 'Bu Alan 50 Karakteri Geçemez',
  max21: 'Bu Alan 21 Karakteri Geçemez',
  email: 'Geçerli E-Mail Adresi Giriniz',
} as const;
