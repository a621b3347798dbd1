import SwapVertIcon from '@mui/icons-material/SwapVert';
import ViewListIcon from '@mui/icons-material/ViewList';
import { Box, Button, Card, CardContent } from '@mui/material';
import { type ReactElement, type ReactNode, useState } from 'react';
import {
  CreateButton,
  type Exporter,
  ListBase,
  ListView,
  SearchInput,
  type SortPayload,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { ScreenHeader } from '../catalogue/ScreenHeader';
import { useTrashView } from './contentLists';
import { CsvExportButton } from './CsvExportButton';
import { ListLoadError } from './EmptyListMessage';
import { ListPagination } from './ListPagination';
import { screenTitle } from './screenTitle';
import { TrashTabs } from './TrashTabs';

export interface ContentListProps {
  /** react-admin's resource name (news, products, …). */
  resource: string;
  /** The heading (a message key; the menu's name for the screen by default) and the line under it. */
  title?: string;
  subtitle: string;
  /** The search box's placeholder (a message key); the API searches with `search`. */
  searchPlaceholder?: string;
  /** Further filters beside the search box (the courses' category). */
  filters?: ReactElement[];
  /** Filters a list starts with (the categories' section). */
  filterDefaultValues?: Record<string, unknown>;
  /** The records' default order; the trash is newest moved there first. */
  sort: SortPayload;
  perPage?: number;
  /** A list shown whole (the category tree) has no paging. */
  paged?: boolean;
  exporter?: Exporter | false;
  /** The header's create button; react-admin's own by default. Never shown in the trash. */
  create?: ReactNode;
  /** A drag-reorder view of the whole list (its own screen: column sorting is for the list only). */
  reorder?: ReactNode;
  /** The table (or a phone's simple list) of the records. */
  children: ReactNode;
}

function Header({
  title,
  subtitle,
  create,
  reorder,
  ordering,
  onToggleOrdering,
}: {
  title: string;
  subtitle: string;
  create: ReactNode;
  reorder?: ReactNode;
  ordering: boolean;
  onToggleOrdering: () => void;
}) {
  const translate = useTranslate();
  const trash = useTrashView();
  return (
    <ScreenHeader
      title={title}
      subtitle={ordering ? 'app.common.drag_to_reorder' : subtitle}
      actions={
        trash ? undefined : (
          <>
            {reorder && (
              <Button
                variant="outlined"
                startIcon={ordering ? <ViewListIcon /> : <SwapVertIcon />}
                onClick={onToggleOrdering}
              >
                {translate(ordering ? 'app.trash.back_to_list' : 'app.trash.reorder')}
              </Button>
            )}
            {create}
          </>
        )
      }
    />
  );
}

/**
 * The frame of every content list (issue 28): the heading with its create button, a search box, the
 * records / trash tabs (the trash: filter `trashed: 1`, no create button), paging and CSV export; a list that
 * is drag-ordered switches to its reorder view from the heading.
 */
export function ContentList({
  resource,
  title,
  subtitle,
  searchPlaceholder = 'app.common.search',
  filters = [],
  filterDefaultValues,
  sort,
  perPage = 25,
  paged = true,
  exporter = false,
  create,
  reorder,
  children,
}: ContentListProps) {
  const translate = useTranslate();
  const [ordering, setOrdering] = useState(false);
  return (
    <Box sx={{ py: { xs: 2, md: 3 } }}>
      <ListBase
        resource={resource}
        sort={sort}
        perPage={perPage}
        exporter={exporter}
        filterDefaultValues={filterDefaultValues}
      >
        <Header
          title={title ?? screenTitle(resource)}
          subtitle={subtitle}
          create={create ?? <CreateButton resource={resource} variant="contained" />}
          reorder={reorder}
          ordering={ordering}
          onToggleOrdering={() => setOrdering((value) => !value)}
        />
        {ordering ? (
          <Card variant="outlined">
            <CardContent>{reorder}</CardContent>
          </Card>
        ) : (
          <ListView
            title={false}
            empty={false}
            error={<ListLoadError />}
            actions={
              exporter ? (
                <TopToolbar>
                  <CsvExportButton />
                </TopToolbar>
              ) : (
                false
              )
            }
            filters={[
              <SearchInput key="q" source="q" alwaysOn placeholder={translate(searchPlaceholder)} />,
              ...filters,
            ]}
            pagination={paged ? <ListPagination /> : false}
          >
            <TrashTabs liveSort={sort} />
            {children}
          </ListView>
        )}
      </ListBase>
    </Box>
  );
}
