import { FormControlLabel, Switch, Tooltip } from '@mui/material';
import type { MouseEvent } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { activeLanguagesKey } from '../common/useActiveLanguages';
import { useRecordAction } from '../common/useRecordAction';
import type { LanguageRecord } from './languageTypes';

/** Shows or hides a language on the site (PUT /languages/active); the default language stays on. */
export function LanguageActiveSwitch(_props: { label?: string }) {
  const record = useRecordContext<LanguageRecord>();
  const translate = useTranslate();
  const { mutate, isPending } = useRecordAction(
    'languages',
    'active',
    (active: number) => ({ data: { abbr: record?.abbr, active } }),
    [activeLanguagesKey],
  );
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
