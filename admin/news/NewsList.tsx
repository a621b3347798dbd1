import { Box, Chip, Stack, useMediaQuery, type Theme } from '@mui/material';
import {
  CreateButton,
  DataTable,
  EditButton,
  List,
  SearchInput,
  SimpleList,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import type { AdminNews } from '../../shared/schemas/news';
import { RecordThumb } from '../catalogue/RecordThumb';
import { TitleWithPath } from '../catalogue/TitleWithPath';
import { ScreenHeader } from '../catalogue/ScreenHeader';
import { pickText } from '../catalogue/translated';
import { formatTurkeyTime } from '../catalogue/turkeyTime';
import { ConfirmDeleteButton } from '../common/ConfirmDeleteButton';
import { ListPagination } from '../common/ListPagination';
import { CsvExportButton } from '../common/CsvExportButton';
import { exportNews } from './newsCsv';
import { paths } from '../../shared/routes';

const Col = DataTable.Col<AdminNews>;

function NewsTable() {
  const translate = useTranslate();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  if (small) {
    return (
      <SimpleList<AdminNews>
        linkType="edit"
        leftAvatar={(record) => (
          <RecordThumb url={record.image_thumb_url} name={pickText(record.title)} variant="rounded" />
        )}
        primaryText={(record) => pickText(record.title)}
        secondaryText={(record) => formatTurkeyTime(record.published_at)}
      />
    );
  }
  return (
    <DataTable rowClick="edit" bulkActionButtons={false}>
      <Col
        label="resources.news.fields.image"
        disableSort
        render={(record) => (
          <RecordThumb url={record.image_thumb_url} name={pickText(record.title)} variant="rounded" />
        )}
      />
      <Col
        source="title"
        label="resources.news.fields.title"
        disableSort
        render={(record) => (
          <TitleWithPath title={pickText(record.title)} path={paths.news(record.seo_name)} />
        )}
      />
      <Col
        source="published_at"
        label="resources.news.fields.published_at"
        disableSort
        render={(record) => formatTurkeyTime(record.published_at)}
      />
      <Col
        source="active"
        label="app.catalogue.fields.active"
        disableSort
        render={(record) => (
          <Chip
            size="small"
            color={record.active === 1 ? 'success' : 'default'}
            variant={record.active === 1 ? 'filled' : 'outlined'}
            label={translate(record.active === 1 ? 'app.common.active' : 'app.common.inactive')}
          />
        )}
      />
      <Col
        label=""
        disableSort
        align="right"
        render={() => (
          <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
            <EditButton />
            <ConfirmDeleteButton />
          </Stack>
        )}
      />
    </DataTable>
  );
}

/** SPEC §2 pages.news: news items, newest first, searchable. */
export function NewsList() {
  const translate = useTranslate();
  return (
    <Box sx={{ py: { xs: 2, md: 3 } }}>
      <ScreenHeader
        title="app.menu.routes.pages.news"
        subtitle="app.news.subtitle"
        actions={<CreateButton resource="news" variant="contained" />}
      />
      <List<AdminNews>
        resource="news"
        title={false}
        actions={
          <TopToolbar>
            <CsvExportButton />
          </TopToolbar>
        }
        exporter={exportNews}
        filters={[<SearchInput key="q" source="q" alwaysOn placeholder={translate('app.news.search')} />]}
        pagination={<ListPagination />}
        perPage={20}
      >
        <NewsTable />
      </List>
    </Box>
  );
}
