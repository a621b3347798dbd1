import { Box } from '@mui/material';
import { TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { keepText } from '../../common/keepText';

/** A logo's path with a preview of what it points to. */
export function LogoPathInput({ source, label }: { source: string; label: string }) {
  const translate = useTranslate();
  const path = useWatch({ name: source }) as string | undefined;
  const showable = typeof path === 'string' && /^(\/(?!\/)|https:\/\/)/.test(path);
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5, width: '100%' }}>
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
          bgcolor: 'grey.100',
          overflow: 'hidden',
          mt: 1,
        }}
      >
        {showable && (
          <Box
            component="img"
            src={path}
            alt={translate('app.settings.logo_preview', { name: translate(label) })}
            sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
          />
        )}
      </Box>
      <TextInput
        source={source}
        label={label}
        helperText="app.settings.logo_hint"
        fullWidth
        parse={keepText}
      />
    </Box>
  );
}
