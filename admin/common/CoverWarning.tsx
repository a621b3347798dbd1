import { type ReactNode, useCallback, useMemo, useState } from 'react';
import {
  type RaRecord,
  type SaveContextValue,
  SaveContextProvider,
  useRecordContext,
  useSaveContext,
} from 'react-admin';
import type { AdminNews } from '../../shared/schemas/news';
import type { AdminProduct } from '../../shared/schemas/product';
import { ConfirmDialog } from './ConfirmDialog';

type Values = Record<string, unknown>;
type Save = NonNullable<SaveContextValue['save']>;

const isOn = (flag: unknown) => flag === 1 || flag === true || flag === '1';

/** A course's cover is its first gallery image (the server's cover_url: a 'cover' image, else the first). */
export const courseHasCover = (_values: Values, record: RaRecord | undefined) =>
  Boolean((record as Partial<AdminProduct> | undefined)?.cover_url);

/** A news item's cover is its image: one picked in the form, or the stored one unless it is being removed. */
export const newsHasCover = (values: Values, record: RaRecord | undefined) =>
  values.image instanceof File ||
  (Boolean((record as Partial<AdminNews> | undefined)?.image_url) && !isOn(values.remove_image));

/**
 * Asks before a save publishes a record without a cover image (issue 28): "Kapak görseli yok. Yine de
 * yayınlansın mı?". Publishing is a save that turns the flag on where the saved record had it off (or a new
 * record created on); a record already on the site saves without asking. The form's save goes through here
 * (a save context around the form), so the button and the Enter key both ask; the API itself never refuses.
 */
export function CoverWarning({
  flag,
  hasCover,
  children,
}: {
  /** The publish flag of the form: `is_published` (courses) or `active` (news). */
  flag: 'is_published' | 'active';
  hasCover: (values: Values, record: RaRecord | undefined) => boolean;
  children: ReactNode;
}) {
  const saveContext = useSaveContext();
  const record = useRecordContext();
  const [answer, setAnswer] = useState<(publish: boolean) => void>();

  const save = useCallback<Save>(
    async (values, callbacks) => {
      const publishing = isOn(values[flag]) && !isOn(record?.[flag]);
      if (publishing && !hasCover(values, record)) {
        const publish = await new Promise<boolean>((resolve) => setAnswer(() => resolve));
        setAnswer(undefined);
        if (!publish) return;
      }
      return saveContext.save?.(values, callbacks);
    },
    [flag, hasCover, record, saveContext],
  );
  const guarded = useMemo(() => ({ ...saveContext, save }), [saveContext, save]);

  return (
    <SaveContextProvider value={guarded}>
      {children}
      <ConfirmDialog
        open={answer !== undefined}
        title="app.public_page.no_cover_title"
        content="app.public_page.no_cover"
        confirm="app.public_page.publish_anyway"
        destructive={false}
        onConfirm={() => answer?.(true)}
        onClose={() => answer?.(false)}
      />
    </SaveContextProvider>
  );
}
