import TranslateIcon from '@mui/icons-material/Translate';
import { Box, Chip } from '@mui/material';
import {
  CreateButton,
  Datagrid,
  EditButton,
  List,
  TextField,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useIsSmall } from '../common/useIsSmall';
import { LanguageActiveSwitch } from './LanguageActiveSwitch';
import { LanguageDeleteButton } from './LanguageDeleteButton';
import type { LanguageRecord } from './languageTypes';
import { ListScreen } from '../common/ListScreen';
import { ListLoadError } from '../common/EmptyListMessage';

function ListActions() {
  return (
    <TopToolbar>
      <CreateButton label="app.languages.create" />
    </TopToolbar>
  );
}

function DefaultChip(_props: { label?: string }) {
  const record = useRecordContext<LanguageRecord>();
  const translate = useTranslate();
  return record?.is_default === 1 ? (
    <Chip size="small" color="primary" label={translate('app.languages.default')} />
  ) : null;
}

/** The site's languages: which are shown, and their page texts. */
function NameField(_props: { label?: string }) {
  const record = useRecordContext<LanguageRecord>();
  if (!record) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <Box component="span" sx={{ fontWeight: 700, textTransform: 'uppercase', minWidth: 28 }}>
        {record.abbr}
      </Box>
      <span>{record.lang}</span>
      <DefaultChip />
    </Box>
  );
}

export function LanguageList() {
  const isSmall = useIsSmall();
  return (
    <ListScreen subtitle="app.languages.subtitle">
      <List
        title={false}
        actions={<ListActions />}
        pagination={false}
        perPage={1000}
        empty={false}
        error={<ListLoadError />}
      >
        {isSmall ? (
          // On a phone: the name (the row opens the texts) and the switch.
          <Datagrid rowClick="edit" bulkActionButtons={false}>
            <NameField label="resources.languages.fields.lang" />
            <LanguageActiveSwitch label="resources.languages.fields.active" />
            <LanguageDeleteButton />
          </Datagrid>
        ) : (
          <Datagrid rowClick="edit" bulkActionButtons={false}>
            <TextField source="abbr" sortable={false} sx={{ textTransform: 'uppercase', fontWeight: 700 }} />
            <TextField source="lang" sortable={false} />
            <DefaultChip label="resources.languages.fields.is_default" />
            <LanguageActiveSwitch label="resources.languages.fields.active" />
            <EditButton label="app.languages.edit_texts" icon={<TranslateIcon />} />
            <LanguageDeleteButton />
          </Datagrid>
        )}
      </List>
    </ListScreen>
  );
}
