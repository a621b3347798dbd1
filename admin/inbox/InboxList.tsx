import { Typography } from '@mui/material';
import { relativeTime } from '../../shared/relativeTime';
import {
  Datagrid,
  EmailField,
  List,
  SearchInput,
  SimpleList,
  type RaRecord,
  useListContext,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { RelativeTimeField } from '../common/RelativeTimeField';
import { useIsSmall } from '../common/useIsSmall';
import { InboxBulkActions } from './InboxBulkActions';
import { type InboxItem, isInboxResource, topicField } from './inboxTypes';
import { InboxText } from './InboxText';
import { SectionTabs } from './SectionTabs';
import { UnreadMark } from './UnreadMark';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** Unread rows stand out: bold text on a tinted row, after the dot. */
const rowSx = (record: RaRecord) =>
  record.check === 0
    ? { bgcolor: 'action.hover', '& .MuiTableCell-root, & .MuiTypography-root': { fontWeight: 700 } }
    : {};

function EmptySection() {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  return (
    <Typography color="text.secondary" sx={{ p: 3 }}>
      {translate(filterValues.section === 'trash' ? 'app.inbox.empty_trash' : 'app.inbox.empty_mail')}
    </Typography>
  );
}

function InboxGrid() {
  const resource = useResourceContext();
  const isSmall = useIsSmall();
  if (!isInboxResource(resource)) return null;
  if (isSmall) {
    // On a phone: one line per item; moving to the trash is done from the item's page.
    return (
      <>
        <SectionTabs />
        <SimpleList<InboxItem>
          primaryText={(record) => record.name}
          secondaryText={(record) => (resource === 'contact' ? record.subject : record.position) ?? ''}
          tertiaryText={(record) => relativeTime(record.created_at)}
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
 * The inbox of contact messages or HR applications (one screen for both): paged, searchable, with the mail
 * and trash sections; an item opens on its own page, which marks it read.
 */
export function InboxList() {
  return (
    <List
      filters={filters}
      filterDefaultValues={{ section: 'mail' }}
      perPage={25}
      sort={{ field: 'created_at', order: 'DESC' }}
      actions={false}
      empty={false}
    >
      <InboxGrid />
    </List>
  );
}
