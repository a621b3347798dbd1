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
 * What a followed-up submission keeps beside its own fields, as the database stores it and the back office
 * reads it: the office's note, the KVKK consent the visitor gave, and when it came and last changed.
 */
export interface FollowedUpRecord {
  owner_note: string | null;
  /** Which KVKK notice the visitor accepted (the contract and its last change), and when. */
  consent_version: string;
  consent_at: string;
  created_at: string;
  updated_at: string;
}

/** A followed-up submission in the back office: its record and its step in the form's pipeline. */
export interface FollowedUpSubmission<S extends string> extends FollowedUpRecord {
  status: S;
}
