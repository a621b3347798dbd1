import AddIcon from '@mui/icons-material/Add';
import { Box, Typography } from '@mui/material';
import { Button, EditButton, useCreatePath, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { AdminCategory } from '../../shared/schemas/category';
import { pickText } from '../catalogue/translated';
import { ConfirmDeleteButton } from '../common/ConfirmDeleteButton';
import { SortableItems } from '../common/SortableList';
import { CategoryRow } from './CategoryRow';

interface CategoryTreeProps {
  section: string;
  /** The main categories of the section, in the server's order, each with its sub-categories. */
  tree: readonly AdminCategory[];
  refetch: () => unknown;
}

function RowActions({
  category,
  section,
  refetch,
}: {
  category: AdminCategory;
  section: string;
  refetch: () => unknown;
}) {
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
      <ConfirmDeleteButton resource="categories" record={category} onDeleted={() => refetch()} />
    </>
  );
}

/**
 * The categories of one section as a tree: main categories, each with its sub-categories under it. Both
 * levels are drag-reordered on their own: main categories within the section, sub-categories within their
 * parent (PUT /categories/queue with section, sub_category and queue).
 */
export function CategoryTree({ section, tree, refetch }: CategoryTreeProps) {
  const translate = useTranslate();
  return (
    <SortableItems
      resource="categories"
      records={tree}
      scope={{ section, sub_category: null }}
      refetch={refetch}
      itemLabel={(category) => pickText(category.name)}
      handleAlign="start"
      renderItem={(category) => (
        <Box>
          <CategoryRow
            category={category}
            actions={<RowActions category={category} section={section} refetch={refetch} />}
          />
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
                itemLabel={(child) => pickText(child.name)}
                renderItem={(child) => (
                  <CategoryRow
                    category={child}
                    actions={<RowActions category={child} section={section} refetch={refetch} />}
                  />
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
