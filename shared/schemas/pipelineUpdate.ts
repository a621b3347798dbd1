import * as yup from 'yup';

/*
 * The office's edit of a form submission it follows up (pre-registrations, corporate requests): where it stands
 * in that form's pipeline and the office's own note. One builder, so both inboxes check it alike.
 */
export function pipelineUpdateSchema<S extends string>(statuses: readonly S[], ownerNoteMax: number) {
  return yup.object({
    status: yup.string<S>().required('Bu Alan Zorunlu').oneOf(statuses, 'Geçerli bir seçim yapınız'),
    owner_note: yup
      .string()
      .trim()
      .max(ownerNoteMax, `Bu Alan ${ownerNoteMax} Karakteri Geçemez`)
      .default(''),
  });
}

/**
 * What every followed-up submission carries in the back office besides its own fields: its step in the
 * pipeline, the office's note, the KVKK consent the visitor gave, and when it came and last changed.
 */
export interface FollowedUpSubmission<S extends string> {
  status: S;
  owner_note: string | null;
  consent_version: string;
  consent_at: string;
  created_at: string;
  updated_at: string;
}
