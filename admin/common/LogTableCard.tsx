import {
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { LoadFailed } from './LoadFailed';

/**
 * A log under a screen (Talep Kayıtları, Saklama temizlikleri): a titled section with a small table, or the
 * failure with "Tekrar Dene" (`onRetry`), or the empty text; nothing while it loads. `head` holds the header cells, `children` the rows.
 */
export function LogTableCard({
  headingId,
  heading,
  action,
  failed,
  onRetry,
  loading,
  empty,
  emptyText,
  head,
  children,
}: {
  headingId: string;
  heading: string;
  /** A button beside the heading. */
  action?: ReactNode;
  failed: boolean;
  /** Loads the log again after a failure. */
  onRetry: () => unknown;
  loading: boolean;
  empty: boolean;
  emptyText: string;
  head: ReactNode;
  children: ReactNode;
}) {
  const title = (
    <Typography
      id={headingId}
      component="h2"
      variant="subtitle1"
      sx={{ fontWeight: 700, ...(action ? {} : { mb: 1 }) }}
    >
      {heading}
    </Typography>
  );
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ mt: 2 }}>
      <CardContent>
        {action ? (
          <Stack
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 1 }}
          >
            {title}
            {action}
          </Stack>
        ) : (
          title
        )}
        {failed ? (
          <LoadFailed message="app.common.load_error" onRetry={onRetry} />
        ) : loading ? null : empty ? (
          <Typography color="text.secondary">{emptyText}</Typography>
        ) : (
          <TableContainer>
            <Table size="small" aria-labelledby={headingId}>
              <TableHead>
                <TableRow>{head}</TableRow>
              </TableHead>
              <TableBody>{children}</TableBody>
            </Table>
          </TableContainer>
        )}
      </CardContent>
    </Card>
  );
}
