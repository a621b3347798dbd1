import { useRelativeTime } from '../common/useRelativeTime';
import {
  Datagrid,
  DateInput,
  downloadCSV,
  EmailField,
  type Exporter,
  FilterButton,
  SearchInput,
  SimpleList,
  TopToolbar,
  type RaRecord,
  useListContext,
  useResourceContext,
} from 'react-admin';
import { CsvExportButton } from '../common/CsvExportButton';
import { csvFileName } from '../common/csvExport';
import { RelativeTimeField } from '../common/RelativeTimeField';
import { useIsSmall } from '../common/useIsSmall';
import { InboxBulkActions } from './InboxBulkActions';
import { inboxCsv, inboxCsvBase } from './inboxCsv';
import { type InboxItem, isInboxResource, topicField } from './inboxTypes';
import { InboxText } from './InboxText';
import { SectionTabs } from './SectionTabs';
import { UnreadMark } from './UnreadMark';
import { PagedListScreen } from '../common/PagedListScreen';
import { EmptyListMessage } from '../common/EmptyListMessage';

/** Search and the days an item came in (Istanbul days, read by the server); on a phone the days fold away. */
const inboxFilters = (isSmall: boolean) => [
  <SearchInput key="q" source="q" alwaysOn />,
  <DateInput key="from" source="from" alwaysOn={!isSmall} helperText={false} />,
  <DateInput key="to" source="to" alwaysOn={!isSmall} helperText={false} />,
];

/** The section, search and days on screen, every item of them (all pages), as CSV. */
export const exportInbox: Exporter<InboxItem> = (records, _related, _dataProvider, resource) => {
  if (!isInboxResource(resource)) return;
  downloadCSV(inboxCsv(resource, records), csvFileName(inboxCsvBase(resource)));
};

function InboxActions() {
  return (
    <TopToolbar>
      <FilterButton />
      <CsvExportButton />
    </TopToolbar>
  );
}

/** Unread rows stand out: bold text on a tinted row, after the dot. */
const rowSx = (record: RaRecord) =>
  record.check === 0
    ? { bgcolor: 'action.hover', '& .MuiTableCell-root, & .MuiTypography-root': { fontWeight: 700 } }
    : {};

function EmptySection() {
  const { filterValues } = useListContext();
  return (
    <EmptyListMessage
      message={filterValues.section === 'trash' ? 'app.inbox.empty_trash' : 'app.inbox.empty_mail'}
      padding={3}
    />
  );
}

function InboxGrid() {
  const resource = useResourceContext();
  const isSmall = useIsSmall();
  const timeAgo = useRelativeTime();
  if (!isInboxResource(resource)) return null;
  if (isSmall) {
    // On a phone: one line per item; moving to the trash is done from the item's page.
    return (
      <>
        <SectionTabs />
        <SimpleList<InboxItem>
          primaryText={(record) => record.name}
          secondaryText={(record) => (resource === 'contact' ? record.subject : record.position) ?? ''}
          tertiaryText={(record) => timeAgo(record.created_at)}
          leftIcon={() => <UnreadMark />}
          rowClick="show"
          rowSx={rowSx}
          empty={<EmptySection />}
        />
      </>
    );
  }
  return (
    <>
      <SectionTabs />
      <Datagrid
        rowClick="show"
        rowSx={rowSx}
        bulkActionButtons={<InboxBulkActions />}
        empty={<EmptySection />}
      >
        <UnreadMark label="" />
        <InboxText source="name" label={`resources.${resource}.fields.name`} />
        <EmailField source="email" sortable={false} onClick={(event) => event.stopPropagation()} />
        <InboxText
          source={topicField(resource)}
          label={`resources.${resource}.fields.${topicField(resource)}`}
        />
        <RelativeTimeField source="created_at" label={`resources.${resource}.fields.created_at`} />
      </Datagrid>
    </>
  );
}

/**
 * The inbox of contact messages or HR applications (one screen for both): paged, searchable by text and by
 * day, with the mail and trash sections and a CSV export; an item opens on its own page, which marks it read.
 */
export function InboxList() {
  const isSmall = useIsSmall();
  const resource = useResourceContext();
  return (
    <PagedListScreen
      subtitle={`app.inbox.subtitles.${resource}`}
      filters={inboxFilters(isSmall)}
      filterDefaultValues={{ section: 'mail' }}
      sort={{ field: 'created_at', order: 'DESC' }}
      actions={<InboxActions />}
      exporter={exportInbox}
      empty={false}
    >
      <InboxGrid />
    </PagedListScreen>
  );
}
