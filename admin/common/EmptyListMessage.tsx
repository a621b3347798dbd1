import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** What a list says instead of an empty table or simple list: one muted, padded line, alike on every list. */
export function EmptyListMessage({ message, padding = 2 }: { message: string; padding?: number }) {
  const translate = useTranslate();
  return (
    <Typography color="text.secondary" sx={{ p: padding }}>
      {translate(message)}
    </Typography>
  );
}
