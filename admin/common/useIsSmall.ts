import { type Theme, useMediaQuery } from '@mui/material';

/** Phone-sized screens (below 600 px), where lists show as simple lists instead of tables. */
export const useIsSmall = () => useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
