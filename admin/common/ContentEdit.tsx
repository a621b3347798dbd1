import type { ReactElement, ReactNode } from 'react';
import type { EditProps } from 'react-admin';
import { AdminEdit } from './AdminEdit';
import { TrashedBanner } from './TrashedBanner';

export interface ContentEditProps {
  /** The form values as the API takes them (schemaFields); none for forms that send what they hold. */
  transform?: EditProps['transform'];
  title?: ReactNode;
  /** The screen's actions (PublicPageActions: status, "Önizle", "Sitede Gör"); react-admin's own by default. */
  actions?: ReactElement | false;
  /** Where a save leads: back to the list, or (courses, with their sessions and gallery) nowhere. */
  redirect?: 'list' | false;
  /** The form. */
  children: ReactNode;
}

/**
 * The edit screen of a content record (news, courses, instructors, brands, categories, contracts, open
 * positions): saved pessimistically so the server's refusals land under the fields or as a notice, and, for
 * a record in the trash, the banner that says so (issue 28) above the form.
 */
export function ContentEdit({ transform, title, actions, redirect = 'list', children }: ContentEditProps) {
  return (
    <AdminEdit transform={transform} title={title} actions={actions} redirect={redirect}>
      <TrashedBanner />
      {children}
    </AdminEdit>
  );
}
