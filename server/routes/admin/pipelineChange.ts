/**
 * The columns a follow-up writes on a visitor's submission (Ön Kayıtlar, Kurumsal Talepler), from the body
 * shared/schemas/pipelineUpdate.ts checks: the new status and the office's note, an empty note stored as none.
 */
export const pipelineChange = <S extends string>(input: { status: S; owner_note: string }) => ({
  status: input.status,
  owner_note: input.owner_note || null,
  updated_at: new Date().toISOString(),
});
