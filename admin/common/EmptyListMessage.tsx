import { Typography } from '@mui/material';
import { Button, useListContext, useTranslate } from 'react-admin';

/** What a list says instead of an empty table or simple list: one muted, padded line, alike on every list. */
export function EmptyListMessage({ message, padding = 2 }: { message: string; padding?: number }) {
  const translate = useTranslate();
  return (
    <Typography color="text.secondary" sx={{ p: padding }}>
      {translate(message)}
    </Typography>
  );
}

/**
 * An empty list's line in the list's own words: `empty` when nothing has come yet, `filtered` (with
 * "Filtreleri Temizle") when the filters leave nothing. Instead of react-admin's generic sentence around the
 * screen's name ("No Audit log found", "Henüz Kurumsal Talepler yok.").
 */
export function ListEmptyMessage({ empty, filtered }: { empty: string; filtered: string }) {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const isFiltered = Object.keys(filterValues).length > 0;
  return (
    <Typography component="div" color="text.secondary" sx={{ p: 3 }}>
      {translate(isFiltered ? filtered : empty)}{' '}
      {isFiltered && <Button label="ra.navigation.clear_filters" onClick={() => setFilters({}, [])} />}
    </Typography>
  );
}
