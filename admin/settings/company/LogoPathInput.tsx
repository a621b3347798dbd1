import BrokenImageOutlinedIcon from '@mui/icons-material/BrokenImageOutlined';
import UploadIcon from '@mui/icons-material/Upload';
import { Box, Button, CircularProgress } from '@mui/material';
import { type ChangeEvent, useRef, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { TextInput } from '../../common/SchemaInputs';
import { useFormContext, useWatch } from 'react-hook-form';
import { HiddenImagePicker } from '../../catalogue/HiddenImagePicker';
import { takePickedImage } from '../../catalogue/imageFiles';
import { useFeedback } from '../../common/notifications';
import { keepText } from '../../common/keepText';
import type { AppDataProvider } from '../../dataProvider/dataProvider';

/**
 * A logo or the favicon (issue 14): uploaded from the computer (checked by content and converted on the
 * server), its preview beside it; the path field stays for an https:// address. The upload answers a path
 * that the form then saves, so an upload without a save changes nothing on the site.
 */
export function LogoPathInput({ source, label }: { source: string; label: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const feedback = useFeedback();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { setValue } = useFormContext();
  const picker = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const path = useWatch({ name: source }) as string | undefined;
  const showable = typeof path === 'string' && /^(\/(?!\/)|https:\/\/)/.test(path);
  // A path naming no picture shows a broken-image mark, not the browser's broken icon and alt text.
  const [brokenPath, setBrokenPath] = useState<string>();
  const slot = source === 'fav_ico_logo_path' ? 'favicon' : 'logo';
  // The second logo is the light one the site's dark footer shows: previewed on dark, or it is white on white.
  const onDark = source === 'second_logo_path';
  const name = translate(label);

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = takePickedImage(event.target, notify);
    if (!file) return;
    setUploading(true);
    try {
      const image = await dataProvider.uploadBrandImage(slot, file);
      setValue(source, image.url, { shouldDirty: true, shouldValidate: true });
      notify('app.settings.logo_uploaded', { type: 'info' });
    } catch (error) {
      feedback.failure(error);
    } finally {
      setUploading(false);
    }
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5, width: '100%', flexWrap: 'wrap' }}>
      <Box
        sx={{
          width: 96,
          height: 56,
          flexShrink: 0,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          display: 'grid',
          placeItems: 'center',
          bgcolor: onDark ? '#0a2540' : 'grey.100',
          overflow: 'hidden',
          mt: 1,
        }}
      >
        {showable && brokenPath === path && <BrokenImageOutlinedIcon color="disabled" />}
        {showable && brokenPath !== path && (
          <Box
            component="img"
            src={path}
            onError={() => setBrokenPath(path)}
            alt={translate('app.settings.logo_preview', { name })}
            // Fixed bounds: a percentage of a grid cell does not limit a tall image (the favicon was cut off).
            sx={{ maxWidth: 88, maxHeight: 48, objectFit: 'contain' }}
          />
        )}
      </Box>
      <TextInput
        source={source}
        label={label}
        helperText="app.settings.logo_hint"
        sx={{ flex: '1 1 260px' }}
        parse={keepText}
      />
      <Button
        variant="outlined"
        sx={{ mt: 1.25, flexShrink: 0 }}
        startIcon={uploading ? <CircularProgress size={16} /> : <UploadIcon />}
        disabled={uploading}
        aria-label={`${translate('app.settings.logo_upload')}: ${name}`}
        onClick={() => picker.current?.click()}
      >
        {translate('app.settings.logo_upload')}
      </Button>
      <HiddenImagePicker ref={picker} testId={`${source}-file`} onChange={(event) => void onPick(event)} />
    </Box>
  );
}
