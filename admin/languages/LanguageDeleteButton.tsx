import DeleteIcon from '@mui/icons-material/Delete';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../dataProvider/dataProvider';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { useFeedback } from '../common/notifications';
import { activeLanguagesKey } from '../common/useActiveLanguages';
import { useConfirmedAction } from '../common/useConfirmedAction';
import type { LanguageRecord } from './languageTypes';

/**
 * Deletes a language after 'Onaylıyor Musunuz?' (issue 30): DELETE /languages/:abbr, the address the server
 * names a language by, not the row id. Its texts in the content stay in the database, unread (the server's
 * localisation ignores a language it no longer knows). The default language has no such button.
 */
export function LanguageDeleteButton(_props: { label?: string }) {
  const record = useRecordContext<LanguageRecord>();
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const feedback = useFeedback();
  const { mutateAsync } = useMutation({
    // The abbr in the id's place: the row's numeric id is not what the address takes.
    mutationFn: (abbr: string) => dataProvider.delete('languages', { id: abbr }),
    onSuccess: () => {
      feedback.success('deleted');
      void queryClient.invalidateQueries({ queryKey: ['languages'] });
      void queryClient.invalidateQueries({ queryKey: activeLanguagesKey });
    },
  });
  const { ask, dialog, pending } = useConfirmedAction(async () => {
    if (record) await mutateAsync(record.abbr);
  });
  if (!record || record.is_default === 1) return null;
  return (
    <>
      <Button
        label="ra.action.delete"
        color="error"
        disabled={pending}
        onClick={ask}
        aria-label={translate('app.languages.delete_named', { lang: record.lang })}
      >
        <DeleteIcon />
      </Button>
      <ConfirmDialog
        {...dialog}
        title="app.languages.confirm_title"
        content="app.languages.delete_content"
        detail={`${record.lang} (${record.abbr.toLocaleUpperCase('en')})`}
      />
    </>
  );
}
