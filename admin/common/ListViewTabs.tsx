import { Tab, Tabs } from '@mui/material';
import type { ReactElement } from 'react';
import { useTranslate } from 'react-admin';
import { scrollingTabsProps } from './narrowScreens';

export interface ListView<V extends string> {
  value: V;
  icon: ReactElement;
  /** A translation key. */
  label: string;
}

/**
 * The tabs above a list that switch between its views (a content list's records / trash, an inbox's mail /
 * trash): each an icon before its label, a divider under the row. `label` (a translation key) names the
 * tab row for screen readers.
 */
export function ListViewTabs<V extends string>({
  label,
  value,
  views,
  onChange,
}: {
  label: string;
  value: V;
  views: readonly ListView<V>[];
  onChange: (view: V) => void;
}) {
  const translate = useTranslate();
  return (
    <Tabs
      value={value}
      onChange={(_event, view: V) => onChange(view)}
      aria-label={translate(label)}
      // Without their icons on a phone, "Gelen Kutusu" and "Çöp Kutusu" fit side by side down to 320 px; a row
      // still wider (a longer language) scrolls.
      {...scrollingTabsProps}
      sx={{ px: 2, borderBottom: 1, borderColor: 'divider', minHeight: 44 }}
    >
      {views.map((view) => (
        <Tab
          key={view.value}
          value={view.value}
          icon={view.icon}
          iconPosition="start"
          label={translate(view.label)}
          // On a phone (below `sm`, as useIsSmall) the words alone: with their icons "Gelen Kutusu" and "Çöp
          // Kutusu" need 350 px, more than a 360 or 375 px phone's card holds, and the second hid behind the arrow.
          sx={(theme) => ({
            minHeight: 44,
            [theme.breakpoints.down('sm')]: { '& .MuiTab-icon': { display: 'none' } },
          })}
        />
      ))}
    </Tabs>
  );
}
