import SearchIcon from '@mui/icons-material/Search';
import { Box, InputAdornment, TextField, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useGetList, useRecordContext, useTranslate } from 'react-admin';
import { AdminEdit } from '../common/AdminEdit';
import { useFormState, useWatch } from 'react-hook-form';
import { pageLangSchema } from '../../shared/schemas/language';
import { type Dictionary, dictionarySections } from '../../shared/types';
import { yupValidate } from '../common/yupValidate';
import { DictionarySection } from './DictionarySection';
import { fromFormValues, toFormValues } from './dictionaryForm';
import type { LanguageRecord } from './languageTypes';
import { AdminSimpleForm, SaveOnlyToolbar } from '../common/AdminForms';

const validatePageLang = yupValidate(pageLangSchema, { rootField: 'page_lang' });
const validate = (values: Record<string, unknown>) => validatePageLang(fromFormValues(values));
const transform = (values: Record<string, unknown>) => {
  const { abbr, page_lang } = fromFormValues(values as { abbr: string; page_lang: Dictionary });
  return { abbr, page_lang };
};

function LanguageTitle() {
  const record = useRecordContext<LanguageRecord>();
  const translate = useTranslate();
  return <>{translate('app.languages.edit', { lang: record?.lang ?? '' })}</>;
}

function Sections({ reference }: { reference?: Dictionary }) {
  const translate = useTranslate();
  const [filter, setFilter] = useState('');
  const pageLang = (useWatch({ name: 'page_lang' }) ?? {}) as Dictionary;
  // The keys are fixed when the form opens; the order is the dictionary's.
  const [keys] = useState(() =>
    Object.fromEntries(dictionarySections.map((section) => [section, Object.keys(pageLang[section] ?? {})])),
  );
  const needle = filter.trim().toLocaleLowerCase('tr');
  return (
    <Box sx={{ width: '100%', display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1.5 }}>
      <TextField
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        placeholder={translate('app.languages.filter')}
        size="small"
        sx={{ maxWidth: 360 }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
          htmlInput: { 'aria-label': translate('app.languages.filter') },
        }}
      />
      <Box>
        {dictionarySections.map((section, index) => (
          <DictionarySection
            key={section}
            section={section}
            keys={keys[section] ?? []}
            values={pageLang[section] ?? {}}
            reference={reference?.[section]}
            filter={needle}
            defaultExpanded={index === 0}
          />
        ))}
      </Box>
    </Box>
  );
}

function DictionaryForm() {
  const record = useRecordContext<LanguageRecord>();
  const { data: languages } = useGetList<LanguageRecord>('languages', {
    pagination: { page: 1, perPage: 1000 },
  });
  const formRecord = useMemo(() => (record ? toFormValues(record) : undefined), [record]);
  const turkish = languages?.find((language) => language.is_default === 1);
  if (!formRecord) return null;
  // Other languages are translated from the default one, shown under each input.
  const reference = turkish && turkish.abbr !== formRecord.abbr ? turkish.page_lang : undefined;
  return (
    <AdminSimpleForm record={formRecord} validate={validate} toolbar={<SaveOnlyToolbar />}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {formRecord.lang} ({formRecord.abbr.toUpperCase()})
      </Typography>
      <Sections reference={reference} />
      <RootError />
    </AdminSimpleForm>
  );
}

/** An error about the dictionary as a whole (a missing section) has no input of its own to sit under. */
function RootError() {
  const { errors } = useFormState({ name: 'page_lang' });
  const error = errors.page_lang as { type?: string; message?: unknown } | undefined;
  if (!error?.type) return null;
  const message =
    typeof error.message === 'object' ? (error.message as { message?: string }).message : error.message;
  return (
    <Typography role="alert" color="error" sx={{ mt: 1 }}>
      {String(message ?? '')}
    </Typography>
  );
}

/** The page-language texts of one language, as a form: a group per dictionary section, an input per key. */
export function LanguageEdit() {
  return (
    <AdminEdit title={<LanguageTitle />} transform={transform} redirect={false}>
      <DictionaryForm />
    </AdminEdit>
  );
}
