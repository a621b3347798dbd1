import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import { useTranslate } from 'react-admin';

/**
 * What a screen reader hears while an item is moved with the keyboard, in the panel's language
 * (app.sortable.*): without it dnd-kit speaks its own English ("Picked up draggable item 3"), which the
 * gallery did in the Turkish panel (issue 30). For DndContext's `accessibility`.
 */
export function useSortableAccessibility(
  ids: readonly UniqueIdentifier[],
  labelOf: (id: UniqueIdentifier) => string,
): { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions } {
  const translate = useTranslate();
  const positionOf = (id: UniqueIdentifier) => ids.indexOf(id) + 1;
  return {
    announcements: {
      onDragStart: ({ active }) =>
        translate('app.sortable.picked', {
          name: labelOf(active.id),
          position: positionOf(active.id),
          total: ids.length,
        }),
      onDragOver: ({ active, over }) =>
        over
          ? translate('app.sortable.moved', { name: labelOf(active.id), position: positionOf(over.id) })
          : undefined,
      onDragEnd: ({ active, over }) =>
        over
          ? translate('app.sortable.dropped', { name: labelOf(active.id), position: positionOf(over.id) })
          : undefined,
      onDragCancel: ({ active }) => translate('app.sortable.cancelled', { name: labelOf(active.id) }),
    },
    screenReaderInstructions: { draggable: translate('app.sortable.instructions') },
  };
}
