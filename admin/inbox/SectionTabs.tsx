import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import InboxIcon from '@mui/icons-material/Inbox';
import { useListContext } from 'react-admin';
import { type ListView, ListViewTabs } from '../common/ListViewTabs';
import type { InboxSection } from './inboxTypes';

const sections: ListView<InboxSection>[] = [
  { value: 'mail', icon: <InboxIcon fontSize="small" />, label: 'app.inbox.mail' },
  { value: 'trash', icon: <DeleteOutlineIcon fontSize="small" />, label: 'app.inbox.trash' },
];

/** The mail / trash switch of an inbox (SPEC §7 `section`). */
export function SectionTabs() {
  const { filterValues, setFilters, onUnselectItems } = useListContext();
  const current: InboxSection = filterValues.section === 'trash' ? 'trash' : 'mail';
  return (
    <ListViewTabs
      label="app.inbox.sections"
      value={current}
      views={sections}
      onChange={(section) => {
        onUnselectItems();
        setFilters({ ...filterValues, section }, undefined, false);
      }}
    />
  );
}
