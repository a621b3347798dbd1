import { type Theme, useMediaQuery } from '@mui/material';

/**
 * Screens narrower than the `below` breakpoint, where lists show as simple lists instead of tables: phones
 * (below 600 px, 'sm') by default; 'md' (below 900 px) takes in tablets too, for the widest tables.
 */
export const useIsSmall = (below: 'sm' | 'md' = 'sm') =>
  useMediaQuery((theme: Theme) => theme.breakpoints.down(below));
