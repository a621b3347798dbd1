import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import InboxIcon from '@mui/icons-material/Inbox';
import { Tab, Tabs } from '@mui/material';
import type { ReactElement } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import type { InboxSection } from './inboxTypes';

const sections: { value: InboxSection; icon: ReactElement }[] = [
  { value: 'mail', icon: <InboxIcon fontSize="small" /> },
  { value: 'trash', icon: <DeleteOutlineIcon fontSize="small" /> },
];

/** The mail / trash switch of an inbox (SPEC §7 `section`). */
export function SectionTabs() {
  const translate = useTranslate();
  const { filterValues, setFilters, onUnselectItems } = useListContext();
  const current: InboxSection = filterValues.section === 'trash' ? 'trash' : 'mail';
  return (
    <Tabs
      value={current}
      onChange={(_event, section: InboxSection) => {
        onUnselectItems();
        setFilters({ ...filterValues, section }, undefined, false);
      }}
      aria-label={translate('app.inbox.sections')}
      sx={{ px: 2, borderBottom: 1, borderColor: 'divider', minHeight: 44 }}
    >
      {sections.map(({ value, icon }) => (
        <Tab
          key={value}
          value={value}
          icon={icon}
          iconPosition="start"
          label={translate(`app.inbox.${value}`)}
          sx={{ minHeight: 44 }}
        />
      ))}
    </Tabs>
  );
}
