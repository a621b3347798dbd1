import { Box, Typography } from '@mui/material';

/** A list cell: the record's title with its public address under it (/kurs/…, /haber/…). */
export function TitleWithPath({ title, path }: { title: string; path: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
      <Typography variant="body2" color="text.secondary">
        {path}
      </Typography>
    </Box>
  );
}
