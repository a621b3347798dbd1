import { Box, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

type Props = {
  /** The image shown, or nothing: then 'Görsel yok' stands in the frame. */
  src: string | undefined;
  alt: string;
  width: number;
  height: number;
  /** `contain` for logos and icons, which must show whole; `cover` fills the frame. */
  fit: 'contain' | 'cover';
  /** The field is in error: the frame turns red. */
  invalid?: boolean;
  /** An upload is under way: a spinner instead of the image. */
  busy?: boolean;
};

/** The framed preview beside an image input's buttons. */
export function ImagePreview({ src, alt, width, height, fit, invalid = false, busy = false }: Props) {
  const translate = useTranslate();
  return (
    <Box
      sx={{
        width,
        height,
        borderRadius: 1,
        border: 1,
        borderColor: invalid ? 'error.main' : 'divider',
        bgcolor: 'action.hover',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        overflow: 'hidden',
        flexShrink: 0,
      }}
    >
      {busy ? (
        <CircularProgress size={20} />
      ) : src ? (
        <img src={src} alt={alt} style={{ width: '100%', height: '100%', objectFit: fit }} />
      ) : (
        <Typography variant="caption" color="text.secondary" sx={{ px: 0.5, textAlign: 'center' }}>
          {translate('app.catalogue.images.none')}
        </Typography>
      )}
    </Box>
  );
}
