import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import ListAltIcon from '@mui/icons-material/ListAlt';
import { type SortPayload, useListContext } from 'react-admin';
import { trashListSort } from '../../shared/listSorts';
import { isTrashFilter, trashFilter } from './contentLists';
import { type ListView, ListViewTabs } from './ListViewTabs';

/** The two views, in the tabs' order. */
const views: ListView<'live' | 'trash'>[] = [
  { value: 'live', icon: <ListAltIcon fontSize="small" />, label: 'app.trash.live' },
  { value: 'trash', icon: <DeleteOutlineIcon fontSize="small" />, label: 'app.trash.trash' },
];

/**
 * The records / trash switch of a content list: the trash is the list filter `trashed: 1` (kept in the
 * address, so coming back from a record returns to the same view), newest moved there first; back on the
 * records, the list's own order again.
 */
export function TrashTabs({ liveSort }: { liveSort: SortPayload }) {
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
    <ListViewTabs label="app.trash.views" value={trash ? 'trash' : 'live'} views={views} onChange={show} />
  );
}
