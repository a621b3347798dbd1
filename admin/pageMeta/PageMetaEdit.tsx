import { Box, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { AdminEdit } from '../common/AdminEdit';
import { TextInput } from '../common/SchemaInputs';
import type { LanguageItem } from '../../shared/publicApi';
import { pageMetaSchema } from '../../shared/schemas/pageMeta';
import { LanguageTabs } from '../common/LanguageTabs';
import { yupValidate } from '../common/yupValidate';
import { CharacterCounter } from './CharacterCounter';
import { metaLengths, type PageMetaRecord, routePaths } from './pageMetaInfo';
import { SearchPreview } from './SearchPreview';
import { useCompanyNames } from './useCompanyNames';
import { AdminSimpleForm, SaveOnlyToolbar } from '../common/AdminForms';

const validate = yupValidate(pageMetaSchema);
const toWire = ({ title, description }: Record<string, unknown>) => ({ title, description });

function PageMetaTitle() {
  const record = useRecordContext<PageMetaRecord>();
  const translate = useTranslate();
  const page = record ? translate(`app.page_meta.routes.${record.route_name}`, { _: record.route_name }) : '';
  return <>{translate('app.page_meta.edit', { page })}</>;
}

function LanguageFields({ language, routeName }: { language: LanguageItem; routeName: string }) {
  const company = useCompanyNames();
  const field = (name: 'title' | 'description') => `${name}.${language.abbr}`;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 1fr)' },
      }}
    >
      <Box>
        <TextInput
          source={field('title')}
          label="resources.page-meta.fields.title"
          fullWidth
          helperText={false}
        />
        <CharacterCounter source={field('title')} {...metaLengths.title} />
        <TextInput
          source={field('description')}
          label="resources.page-meta.fields.description"
          fullWidth
          multiline
          minRows={3}
          helperText={false}
        />
        <CharacterCounter source={field('description')} {...metaLengths.description} />
      </Box>
      <SearchPreview
        routeName={routeName}
        lang={language.abbr}
        companyName={company.nameOf(language.abbr)}
        siteUrl={company.url}
      />
    </Box>
  );
}

function PageMetaForm() {
  const record = useRecordContext<PageMetaRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <AdminSimpleForm validate={validate} toolbar={<SaveOnlyToolbar />}>
      <Box sx={{ mb: 2 }}>
        <Typography component="h1" variant="h6">
          {translate(`app.page_meta.routes.${record.route_name}`, { _: record.route_name })}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
          {routePaths[record.route_name] ?? ''}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1, maxWidth: 720 }}>
          {translate('app.page_meta.intro')}
        </Typography>
      </Box>
      <LanguageTabs label="app.page_meta.texts" sources={['title', 'description']}>
        {(language) => <LanguageFields language={language} routeName={record.route_name} />}
      </LanguageTabs>
    </AdminSimpleForm>
  );
}

/** Title and description of one public route, per language, with counters and a search-result preview. */
export function PageMetaEdit() {
  return (
    <AdminEdit title={<PageMetaTitle />} transform={toWire} redirect="list">
      <PageMetaForm />
    </AdminEdit>
  );
}
