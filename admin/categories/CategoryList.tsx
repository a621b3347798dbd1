import { Box, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { BulkActionsToolbar, CreateButton, useListContext, useTranslate } from 'react-admin';
import type { AdminCategory } from '../../shared/schemas/category';
import { pickText } from '../catalogue/translated';
import { ContentBulkActions } from '../common/ContentBulkActions';
import { ContentColumn } from '../common/ContentColumns';
import { ContentList } from '../common/ContentList';
import { ContentTable } from '../common/ContentTable';
import { LoadFailed } from '../common/LoadFailed';
import { useTrashView } from '../common/contentLists';
import { RowSkeletons } from '../common/SortableList';
import { CategoryTree } from './CategoryTree';
import { categorySections } from './categoryChoices';

const Col = ContentColumn<AdminCategory>;
const defaultSection = categorySections[0].id;

/** The section whose categories the list shows (a filter of the list: `section`). */
function useSection(): string {
  const { filterValues } = useListContext();
  return typeof filterValues.section === 'string' ? filterValues.section : defaultSection;
}

function SectionSelect() {
  const translate = useTranslate();
  const { filterValues, setFilters, onUnselectItems } = useListContext();
  const section = useSection();
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 2 }}
    >
      <TextField
        select
        size="small"
        label={translate('app.categories.section')}
        value={section}
        onChange={(event) => {
          onUnselectItems();
          setFilters({ ...filterValues, section: event.target.value }, undefined, false);
        }}
        sx={{ minWidth: 220 }}
      >
        {categorySections.map((choice) => (
          <MenuItem key={choice.id} value={choice.id}>
            {translate(choice.name)}
          </MenuItem>
        ))}
      </TextField>
      {!useTrashView() && (
        <Typography variant="body2" color="text.secondary">
          {translate('app.common.drag_to_reorder')}
        </Typography>
      )}
    </Stack>
  );
}

/** A new category goes into the section on screen. */
function CreateInSection() {
  const section = useSection();
  return <CreateButton resource="categories" variant="contained" state={{ record: { section } }} />;
}

/** The trash: the section's trashed categories of every level, flat. */
function TrashedCategories() {
  return (
    <ContentTable<AdminCategory> rowClick={false}>
      <Col
        source="name"
        label="resources.categories.fields.name"
        render={(record) => pickText(record.name)}
      />
      <Col source="seo_name" label="app.common.seo_name" />
    </ContentTable>
  );
}

/** The records: the tree, drag-ordered (not while searching: a found few must not set the order alone). */
function LiveCategories() {
  const translate = useTranslate();
  const { data, isPending, error, refetch, filterValues } = useListContext<AdminCategory>();
  const section = useSection();
  if (error) return <LoadFailed message="app.common.load_error" onRetry={refetch} />;
  if (isPending) return <RowSkeletons height={72} />;
  if (!data || data.length === 0) {
    return <Typography color="text.secondary">{translate('app.common.empty')}</Typography>;
  }
  return (
    <>
      <BulkActionsToolbar>
        <ContentBulkActions />
      </BulkActionsToolbar>
      <CategoryTree section={section} tree={data} refetch={refetch} locked={Boolean(filterValues.q)} />
    </>
  );
}

function CategoryView() {
  const trash = useTrashView();
  return (
    <Box sx={{ p: 2 }}>
      <SectionSelect />
      {trash ? <TrashedCategories /> : <LiveCategories />}
    </Box>
  );
}

/**
 * SPEC §2 pages.educations.categories: the category tree of a section, drag-ordered, searchable, with each
 * category's status, bulk actions and a trash (the section's trashed categories, flat).
 */
export function CategoryList() {
  return (
    <ContentList
      resource="categories"
      title="app.menu.routes.pages.educations.categories"
      subtitle="app.categories.subtitle"
      filterDefaultValues={{ section: defaultSection }}
      sort={{ field: 'queue', order: 'DESC' }}
      perPage={500}
      paged={false}
      create={<CreateInSection />}
    >
      <CategoryView />
    </ContentList>
  );
}
