import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Button, useListContext, useTranslate } from 'react-admin';
import { LoadFailed } from './LoadFailed';

/**
 * What a list says instead of an empty table or simple list: one muted, padded line, alike on every list, with
 * a button after it when there is something to do.
 */
export function EmptyListMessage({
  message,
  padding = 2,
  children,
}: {
  message: string;
  padding?: number;
  children?: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Typography color="text.secondary" sx={{ p: padding }}>
      {translate(message)}
      {children && <> {children}</>}
    </Typography>
  );
}

/**
 * An empty list's line in the list's own words: `empty` when nothing has come yet, `filtered` (with
 * "Filtreleri Temizle") when the filters leave nothing. Instead of react-admin's generic sentence around the
 * screen's name ("No Audit log found", "Henüz Kurumsal Talepler yok.").
 */
export function FilteredEmptyListMessage({ empty, filtered }: { empty: string; filtered: string }) {
  const { filterValues, setFilters } = useListContext();
  if (Object.keys(filterValues).length === 0) return <EmptyListMessage message={empty} padding={3} />;
  return (
    <EmptyListMessage message={filtered} padding={3}>
      <Button label="ra.navigation.clear_filters" onClick={() => setFilters({}, [])} />
    </EmptyListMessage>
  );
}

/**
 * What a list shows when its request failed (react-admin's List `error`), instead of its empty line ("Henüz
 * kurumsal talep yok.", untrue then) and a page count of nothing: the failure, and "Tekrar Dene", as every
 * screen shows a failed load (LoadFailed). The server's own message comes as the usual notice.
 */
export function ListLoadError() {
  const { refetch } = useListContext();
  return (
    <Box sx={{ p: 2 }}>
      <LoadFailed message="app.common.load_error" onRetry={refetch} />
    </Box>
  );
}
