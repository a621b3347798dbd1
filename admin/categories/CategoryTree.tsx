import AddIcon from '@mui/icons-material/Add';
import { Box, Checkbox, Typography } from '@mui/material';
import { Button, EditButton, useCreatePath, useListContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { AdminCategory } from '../../shared/schemas/category';
import { pickText } from '../catalogue/translated';
import { SortableItems } from '../common/SortableList';
import { TrashButton } from '../common/TrashButton';
import { CategoryRow } from './CategoryRow';

interface CategoryTreeProps {
  section: string;
  /** The main categories of the section, in the server's order, each with its sub-categories. */
  tree: readonly AdminCategory[];
  refetch: () => unknown;
  /** No dragging: the tree shows a search's matches only. */
  locked?: boolean;
}

/** Selects the row for the list's bulk actions. */
function SelectCategory({ category }: { category: AdminCategory }) {
  const translate = useTranslate();
  const { selectedIds, onToggleItem } = useListContext();
  return (
    <Checkbox
      size="small"
      checked={selectedIds.includes(category.id)}
      onChange={() => onToggleItem(category.id)}
      slotProps={{
        input: { 'aria-label': translate('app.categories.select', { name: pickText(category.name) }) },
      }}
    />
  );
}

function RowActions({ category, section }: { category: AdminCategory; section: string }) {
  const createPath = useCreatePath();
  const isMain = category.parent_id === null;
  return (
    <>
      {isMain && (
        // A plain link: react-admin's CreateButton turns into one floating button per row on phones.
        <Button
          component={Link}
          to={createPath({ resource: 'categories', type: 'create' })}
          state={{ record: { section, parent_id: category.id, active: 1 } }}
          label="app.categories.add_sub"
        >
          <AddIcon />
        </Button>
      )}
      <EditButton resource="categories" record={category} />
      <TrashButton resource="categories" record={category} />
      <SelectCategory category={category} />
    </>
  );
}

/**
 * The categories of one section as a tree: main categories, each with its sub-categories under it. Both
 * levels are drag-reordered on their own: main categories within the section, sub-categories within their
 * parent (PUT /categories/queue with section, sub_category and queue).
 */
export function CategoryTree({ section, tree, refetch, locked = false }: CategoryTreeProps) {
  const translate = useTranslate();
  return (
    <SortableItems
      resource="categories"
      records={tree}
      scope={{ section, sub_category: null }}
      refetch={refetch}
      locked={locked}
      itemLabel={(category) => pickText(category.name)}
      handleAlign="start"
      renderItem={(category) => (
        <Box>
          <CategoryRow category={category} actions={<RowActions category={category} section={section} />} />
          {category.sub_categories.length > 0 ? (
            <Box
              component="section"
              aria-label={translate('app.categories.subs_of', { name: pickText(category.name) })}
              sx={{ mt: 1, pl: { xs: 1, sm: 3 }, borderLeft: 2, borderColor: 'divider' }}
            >
              <SortableItems
                resource="categories"
                records={category.sub_categories}
                scope={{ section, sub_category: category.id }}
                refetch={refetch}
                locked={locked}
                itemLabel={(child) => pickText(child.name)}
                renderItem={(child) => (
                  <CategoryRow category={child} actions={<RowActions category={child} section={section} />} />
                )}
              />
            </Box>
          ) : (
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
              {translate('app.categories.no_subs')}
            </Typography>
          )}
        </Box>
      )}
    />
  );
}
