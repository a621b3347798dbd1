import { Box } from '@mui/material';
import type { ReactNode } from 'react';

const detailListSx = {
  display: 'grid',
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'max-content minmax(0, 1fr)' },
  columnGap: 3,
  rowGap: { xs: 0.25, sm: 1 },
  m: 0,
  '& dt': { color: 'text.secondary', fontSize: 14, mt: { xs: 1, sm: 0 } },
  '& dd': { m: 0, overflowWrap: 'anywhere' },
} as const;

/**
 * What a visitor sent, as `<dt>`/`<dd>` pairs: the labels beside the values, above them on a phone, and a
 * long address or text wrapped rather than widening the page.
 */
export function DetailList({ children }: { children: ReactNode }) {
  return (
    <Box component="dl" sx={detailListSx}>
      {children}
    </Box>
  );
}
