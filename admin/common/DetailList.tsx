import { Box, Link } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

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

/**
 * The visitor's e-mail (a link that writes to them) and phone as two pairs of a DetailList, labelled with the
 * resource's own field names.
 */
export function EmailAndPhone({
  resource,
  email,
  phone,
}: {
  resource: string;
  email: string;
  phone: string;
}) {
  const translate = useTranslate();
  return (
    <>
      <dt>{translate(`resources.${resource}.fields.email`)}</dt>
      <dd>
        <Link href={`mailto:${email}`}>{email}</Link>
      </dd>
      <dt>{translate(`resources.${resource}.fields.phone`)}</dt>
      <dd>{phone}</dd>
    </>
  );
}
