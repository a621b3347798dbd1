import { Avatar } from '@mui/material';

/** A record's small image in a list row (a photo round, a logo square), or its initial without one. */
export function RecordThumb({
  url,
  name,
  variant = 'circular',
}: {
  url: string | null | undefined;
  name: string;
  variant?: 'circular' | 'rounded';
}) {
  return (
    <Avatar
      src={url ?? undefined}
      alt=""
      variant={variant}
      sx={{
        width: 48,
        height: 48,
        bgcolor: url ? 'background.paper' : 'primary.main',
        border: url && variant === 'rounded' ? 1 : 0,
        borderColor: 'divider',
        '& img': { objectFit: variant === 'rounded' ? 'contain' : 'cover' },
      }}
    >
      {name.slice(0, 1).toLocaleUpperCase('tr')}
    </Avatar>
  );
}
