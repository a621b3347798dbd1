import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { lacksAltText } from '../../shared/schemas/imageAlt';
import type { Translated } from '../../shared/types';

/**
 * "Alternatif metin yok": an image the site shows without telling screen readers what it is. Shown only while
 * the image has no alt text in any language and is not marked decorative.
 */
export function MissingAltChip({
  alt,
  decorative,
}: {
  alt: Translated | null | undefined;
  decorative?: number | boolean;
}) {
  const translate = useTranslate();
  if (!lacksAltText(alt, decorative)) return null;
  return (
    <Chip
      size="small"
      color="warning"
      icon={<WarningAmberIcon />}
      label={translate('app.catalogue.images.alt_missing')}
      sx={{ boxShadow: 1 }}
    />
  );
}
