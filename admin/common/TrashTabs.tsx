import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import ListAltIcon from '@mui/icons-material/ListAlt';
import { Tab, Tabs } from '@mui/material';
import { type SortPayload, useListContext, useTranslate } from 'react-admin';
import { trashListSort } from '../../shared/listSorts';
import { isTrashFilter, trashFilter } from './contentLists';

/** The two views, in the tabs' order; each tab's label is `app.trash.<value>`. */
const views = [
  { value: 'live', Icon: ListAltIcon },
  { value: 'trash', Icon: DeleteOutlineIcon },
] as const;

/**
 * The records / trash switch of a content list: the trash is the list filter `trashed: 1` (kept in the
 * address, so coming back from a record returns to the same view), newest moved there first; back on the
 * records, the list's own order again.
 */
export function TrashTabs({ liveSort }: { liveSort: SortPayload }) {
  const translate = useTranslate();
  const { filterValues, setFilters, setSort, onUnselectItems } = useListContext();
  const trash = isTrashFilter(filterValues);
  const show = (view: 'live' | 'trash') => {
    if ((view === 'trash') === trash) return;
    const { trashed: _trashed, ...others } = filterValues as Record<string, unknown>;
    onUnselectItems();
    setFilters(view === 'trash' ? { ...others, ...trashFilter } : others, undefined, false);
    setSort(view === 'trash' ? trashListSort : liveSort);
  };
  return (
    <Tabs
      value={trash ? 'trash' : 'live'}
      onChange={(_event, view: 'live' | 'trash') => show(view)}
      aria-label={translate('app.trash.views')}
      sx={{ px: 2, borderBottom: 1, borderColor: 'divider', minHeight: 44 }}
    >
      {views.map(({ value, Icon }) => (
        <Tab
          key={value}
          value={value}
          icon={<Icon fontSize="small" />}
          iconPosition="start"
          label={translate(`app.trash.${value}`)}
          sx={{ minHeight: 44 }}
        />
      ))}
    </Tabs>
  );
}
