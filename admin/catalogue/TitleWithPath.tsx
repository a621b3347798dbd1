import { Box, Typography } from '@mui/material';
import type { Translated } from '../../shared/types';
import { pickText } from './translated';

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

/**
 * The title column's cell of a record with a translated title and a page of its own (news, courses):
 * `render={translatedTitleWithPath(paths.news)}`.
 */
export const translatedTitleWithPath =
  (pathOf: (seoName: string) => string) => (record: { title: Translated; seo_name: string }) => (
    <TitleWithPath title={pickText(record.title)} path={pathOf(record.seo_name)} />
  );
