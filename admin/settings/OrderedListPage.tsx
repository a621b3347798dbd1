import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import {
  CreateButton,
  EditButton,
  type RaRecord,
  Title,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { ConfirmDeleteButton } from '../common/ConfirmDeleteButton';
import { SortableList } from '../common/SortableList';

/** An item of such a list: its `name` labels the drag handle and the screen-reader announcements. */
type NamedRecord = RaRecord & { name: string };

export interface OrderedListPageProps<T extends NamedRecord> {
  title: string;
  intro: string;
  createLabel: string;
  renderItem: (record: T) => ReactNode;
  /** Narrows the list (contact information: one language at a time); the order is saved within it. */
  filter?: Record<string, unknown>;
  /** Shown between the heading and the list (filter tabs). */
  above?: ReactNode;
}

/** A settings list ordered by drag (contact information, social media): every item, edit and delete per row. */
export function OrderedListPage<T extends NamedRecord>({
  title,
  intro,
  createLabel,
  renderItem,
  filter,
  above,
}: OrderedListPageProps<T>) {
  const translate = useTranslate();
  const resource = useResourceContext() ?? '';
  return (
    <Box sx={{ py: { xs: 1, md: 2 } }}>
      <Title title={title} />
      <Card>
        <CardContent
          sx={{ p: { xs: 2, md: 3 }, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}
        >
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: 1,
              alignItems: 'flex-start',
              justifyContent: 'space-between',
            }}
          >
            <Box sx={{ minWidth: 0, flex: '1 1 280px' }}>
              <Typography component="h1" variant="h6">
                {translate(title)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {translate(intro)} {translate('app.common.drag_to_reorder')}
              </Typography>
            </Box>
            {/* A new item starts in the list the user is looking at (the language tab). */}
            <CreateButton
              label={createLabel}
              variant="contained"
              state={filter ? { record: filter } : undefined}
            />
          </Box>
          {above}
          <SortableList<T>
            resource={resource}
            filter={filter}
            itemLabel={(record) => record.name}
            renderItem={renderItem}
            actions={(record) => (
              <>
                <EditButton record={record} label="ra.action.edit" />
                <ConfirmDeleteButton record={record} />
              </>
            )}
          />
        </CardContent>
      </Card>
    </Box>
  );
}
