import type { ReactNode } from 'react';
import { Box } from '@mui/material';

/**
 * The column a record's inputs stand in: the form's whole width up to 1000 px, so fields stay a readable
 * length on a wide screen. Every record's inputs use it, so their forms line up alike.
 */
export function FormColumn({ children }: { children: ReactNode }) {
  return <Box sx={{ width: '100%', maxWidth: 1000 }}>{children}</Box>;
}
