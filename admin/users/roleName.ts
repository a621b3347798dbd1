import { useCallback } from 'react';
import { useTranslate } from 'react-admin';

/**
 * A role group's name in the panel's language. The server names role groups in Turkish (their stored name);
 * the groups it creates itself (admin, editor) have a text here under their key, so an English panel says
 * 'Administrator', not 'Yönetici'. A group someone added later keeps its stored name.
 */
export function useRoleName() {
  const translate = useTranslate();
  return useCallback(
    (role: { key?: string; name: string } | undefined) =>
      role ? translate(`app.users.roles.${role.key ?? ''}`, { _: role.name }) : '',
    [translate],
  );
}
