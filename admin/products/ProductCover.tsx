import ImageNotSupportedIcon from '@mui/icons-material/ImageNotSupported';
import { Box } from '@mui/material';

/** A course's cover (its first gallery image) as a small thumbnail. */
export function ProductCover({ url, size = 56 }: { url: string | null | undefined; size?: number }) {
  return (
    <Box
      sx={{
        width: size,
        height: Math.round(size * 0.75),
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: 'action.hover',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        flexShrink: 0,
      }}
    >
      {url ? (
        <img src={url} alt="" loading="lazy" style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
      ) : (
        <ImageNotSupportedIcon fontSize="small" color="disabled" />
      )}
    </Box>
  );
}
