import type { DragEndEvent } from '@dnd-kit/core';
import { arrayMove } from '@dnd-kit/sortable';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type Identifier, type RaRecord, useDataProvider, useNotify } from 'react-admin';
import type { AppDataProvider } from '../dataProvider/dataProvider';

export interface SortableOrderOptions<T extends RaRecord> {
  resource: string;
  /** The records as the server ordered them (queue, highest first). */
  records: readonly T[];
  /** Scope fields sent with the new order (categories: section, sub_category). */
  scope?: Record<string, unknown>;
  /** Reloads `records` from the server (after a failure the list shows the server's order again). */
  refetch?: () => unknown;
  onSaved?: (ids: Identifier[]) => void;
  /** Saves the new order instead of dataProvider.reorder (a gallery: dataProvider.filesQueue). */
  save?: (ids: Identifier[]) => Promise<unknown>;
}

/**
 * The drag-reorder state of one list (SPEC §4): a drop shows the new order at once, sends it in ONE request
 * (dataProvider.reorder: ids top first; the server assigns queue values descending from the list length, in
 * one transaction) and says 'Değiştirildi!'; if the server refuses, the list goes back to the server's order
 * with 'Sıra Düzeni Değiştirilmedi!'. While a save is on its way, dragging is paused.
 */
export function useSortableOrder<T extends RaRecord>({
  resource,
  records,
  scope,
  refetch,
  onSaved,
  save,
}: SortableOrderOptions<T>) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  // The optimistic order is tied to the records it was made from: fresh data from the server replaces it.
  const [optimistic, setOptimistic] = useState<{ base: readonly T[]; ids: Identifier[] } | null>(null);
  const [saving, setSaving] = useState(false);

  const byId = new Map(records.map((record) => [record.id, record]));
  const ids = optimistic && optimistic.base === records ? optimistic.ids : records.map((record) => record.id);
  const items = ids.map((id) => byId.get(id)).filter((record): record is T => record !== undefined);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id || saving) return;
    const from = ids.indexOf(active.id);
    const to = ids.indexOf(over.id);
    if (from < 0 || to < 0) return;
    const next = arrayMove(ids, from, to);
    setOptimistic({ base: records, ids: next });
    setSaving(true);
    (save ? save(next) : dataProvider.reorder(resource, next, scope))
      .then(() => {
        notify('app.notification.changed', { type: 'success' });
        onSaved?.(next);
        // Other views of the resource (its list, selects) read the new order from the server.
        void queryClient.invalidateQueries({ queryKey: [resource] });
      })
      .catch(() => {
        setOptimistic(null);
        notify('app.notification.order_failed', { type: 'error' });
        refetch?.();
      })
      .finally(() => setSaving(false));
  };

  return { items, ids, saving, onDragEnd };
}
