import { FormControlLabel, Switch, Tooltip } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MouseEvent } from 'react';
import { useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../dataProvider/dataProvider';
import { useFeedback } from '../common/notifications';
import { activeLanguagesKey } from '../common/useActiveLanguages';
import type { LanguageRecord } from './languageTypes';

/** Shows or hides a language on the site (PUT /languages/active); the default language stays on. */
export function LanguageActiveSwitch(_props: { label?: string }) {
  const record = useRecordContext<LanguageRecord>();
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const feedback = useFeedback();
  const { mutate, isPending } = useMutation({
    mutationFn: (active: number) =>
      dataProvider.action('languages', 'active', { data: { abbr: record?.abbr, active } }),
    onSuccess: () => {
      feedback.success('changed');
      void queryClient.invalidateQueries({ queryKey: ['languages'] });
      void queryClient.invalidateQueries({ queryKey: activeLanguagesKey });
    },
    onError: (error) => feedback.failure(error),
  });
  if (!record) return null;
  const locked = record.is_default === 1;
  const control = (
    <FormControlLabel
      onClick={(event: MouseEvent) => event.stopPropagation()}
      control={
        <Switch
          checked={record.active === 1}
          disabled={locked || isPending}
          onChange={(_event, checked) => mutate(checked ? 1 : 0)}
          slotProps={{
            input: { 'aria-label': translate('app.languages.active_toggle', { lang: record.lang }) },
          }}
        />
      }
      label={translate(record.active === 1 ? 'app.common.active' : 'app.common.inactive')}
    />
  );
  return locked ? (
    <Tooltip title={translate('app.languages.default_locked')}>
      <span>{control}</span>
    </Tooltip>
  ) : (
    control
  );
}
