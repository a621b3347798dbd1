import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { Box, IconButton, Paper, Skeleton, Stack, Tooltip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { type Identifier, type RaRecord, useGetList, useTranslate } from 'react-admin';
import { LoadFailed } from './LoadFailed';
import { useSortableAccessibility } from './useSortableAccessibility';
import { useSortableOrder } from './useSortableOrder';

export interface SortableItemsProps<T extends RaRecord> {
  resource: string;
  /** The records in the server's order. */
  records: readonly T[];
  /** What a row shows between its drag handle and its actions. */
  renderItem: (record: T) => ReactNode;
  /** The row's name for the drag handle's label and screen-reader announcements. */
  itemLabel: (record: T) => string;
  /** Buttons at the row's end (edit, delete). */
  actions?: (record: T) => ReactNode;
  scope?: Record<string, unknown>;
  refetch?: () => unknown;
  onSaved?: (ids: Identifier[]) => void;
  /** Where the drag handle sits in a tall row: centred (default) or at the top (a row with nested rows). */
  handleAlign?: 'center' | 'start';
  /** No dragging (a searched list shows only some records: their order alone must not be saved). */
  locked?: boolean;
}

function SortableRow({
  id,
  index,
  label,
  disabled,
  children,
  actions,
  handleAlign = 'center',
}: {
  id: Identifier;
  index: number;
  label: string;
  disabled: boolean;
  children: ReactNode;
  actions?: ReactNode;
  handleAlign?: 'center' | 'start';
}) {
  const translate = useTranslate();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id,
      disabled,
    });
  return (
    <Paper
      ref={setNodeRef}
      component="li"
      variant="outlined"
      data-sortable-index={index}
      sx={{
        display: 'flex',
        alignItems: handleAlign === 'start' ? 'flex-start' : 'center',
        gap: 1,
        px: 1,
        py: 1,
        listStyle: 'none',
        position: 'relative',
        zIndex: isDragging ? 2 : 'auto',
        boxShadow: isDragging ? 6 : 'none',
        transform: CSS.Translate.toString(transform),
        transition,
      }}
    >
      <Tooltip title={translate('app.sortable.handle_hint')}>
        <IconButton
          ref={setActivatorNodeRef}
          size="small"
          aria-label={translate('app.sortable.handle', { name: label })}
          sx={{ cursor: disabled ? 'default' : isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
          {...attributes}
          {...listeners}
        >
          <DragIndicatorIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Box sx={{ flex: 1, minWidth: 0 }}>{children}</Box>
      {actions && (
        <Box sx={{ display: 'flex', alignItems: 'center', flexShrink: 0, gap: 0.5 }}>{actions}</Box>
      )}
    </Paper>
  );
}

/**
 * A drag-reorderable list of records (SPEC §4) over the records the caller already has. Mouse, touch and
 * keyboard (focus a handle, Space, arrow keys, Space; Escape cancels) all work; see useSortableOrder for
 * how a drop is saved.
 */
export function SortableItems<T extends RaRecord>({
  resource,
  records,
  renderItem,
  itemLabel,
  actions,
  scope,
  refetch,
  onSaved,
  handleAlign,
  locked = false,
}: SortableItemsProps<T>) {
  const { items, ids, saving, onDragEnd } = useSortableOrder({ resource, records, scope, refetch, onSaved });
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const labelOf = (id: UniqueIdentifier | undefined) => {
    const record = items.find((item) => item.id === id);
    return record ? itemLabel(record) : '';
  };
  const accessibility = useSortableAccessibility(ids, labelOf);

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={accessibility}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Stack component="ol" spacing={1} sx={{ p: 0, m: 0 }} aria-busy={saving}>
          {items.map((record, index) => (
            <SortableRow
              key={record.id}
              id={record.id}
              index={index}
              label={itemLabel(record)}
              disabled={saving || locked}
              actions={actions?.(record)}
              handleAlign={handleAlign}
            >
              {renderItem(record)}
            </SortableRow>
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}

export interface SortableListProps<T extends RaRecord> extends Omit<
  SortableItemsProps<T>,
  'records' | 'refetch'
> {
  /** List filter (also the reorder scope unless `scope` is given). */
  filter?: Record<string, unknown>;
  /** Shown when the list is empty. */
  empty?: ReactNode;
}

/** The longest list loaded for reordering: a drag always sends the whole list, never one page of it. */
export const sortableListLimit = 500;

/**
 * Loads a whole orderable list of a resource (GET, ordered by queue) and shows it as SortableItems.
 *
 *   <SortableList resource="settings/social-media" itemLabel={(r) => r.name} renderItem={(r) => r.name} />
 */
export function SortableList<T extends RaRecord>({ filter, scope, empty, ...props }: SortableListProps<T>) {
  const translate = useTranslate();
  const { data, isPending, error, refetch } = useGetList<T>(props.resource, {
    pagination: { page: 1, perPage: sortableListLimit },
    filter,
  });
  if (isPending) return <RowSkeletons height={52} />;
  if (error) return <LoadFailed message="app.common.load_error" onRetry={refetch} />;
  if (!data || data.length === 0) {
    return <>{empty ?? <Typography color="text.secondary">{translate('app.common.empty')}</Typography>}</>;
  }
  return <SortableItems {...props} records={data} scope={scope ?? filter} refetch={refetch} />;
}

/** Three grey rows of a list's rows' height, while its records load. */
export function RowSkeletons({ height }: { height: number }) {
  return (
    <Stack spacing={1}>
      {[0, 1, 2].map((key) => (
        <Skeleton key={key} variant="rounded" height={height} />
      ))}
    </Stack>
  );
}
