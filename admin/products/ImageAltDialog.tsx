import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { imageAltMax } from '../../shared/schemas/imageAlt';
import type { Translated } from '../../shared/types';
import { useActiveLanguages } from '../common/useActiveLanguages';

export interface ImageAltValue {
  alt: Translated;
  decorative: number;
}

export interface ImageAltEntry extends ImageAltValue {
  /** What the image is called in the dialog: its file name, or 'Görsel 3'. */
  name: string;
  previewUrl: string;
}

export interface ImageAltDialogProps {
  open: boolean;
  title: string;
  hint?: string;
  entries: readonly ImageAltEntry[];
  confirmLabel: string;
  busy?: boolean;
  onConfirm: (values: ImageAltValue[]) => void;
  onClose: () => void;
}

/**
 * The alt texts of one or more gallery images, one input per active language and a "decorative only" box
 * each: asked before an upload (every new file) and when a tile's alt text is edited.
 */
// eslint-disable-next-line max-lines-per-function -- a component: its markup reads top to bottom as the screen does
export function ImageAltDialog({
  open,
  title,
  hint,
  entries,
  confirmLabel,
  busy,
  onConfirm,
  onClose,
}: ImageAltDialogProps) {
  const translate = useTranslate();
  const languages = useActiveLanguages();
  const [values, setValues] = useState<ImageAltValue[]>([]);
  useEffect(() => {
    if (open) setValues(entries.map(({ alt, decorative }) => ({ alt: { ...alt }, decorative })));
  }, [open, entries]);

  const change = (index: number, next: Partial<ImageAltValue>) =>
    setValues((current) => current.map((value, i) => (i === index ? { ...value, ...next } : value)));

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} fullWidth maxWidth="sm">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent dividers>
        {hint && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {hint}
          </Typography>
        )}
        <Stack spacing={3}>
          {entries.map((entry, index) => {
            const value = values[index] ?? entry;
            return (
              <Stack
                key={`${entry.name}-${index}`}
                direction={{ xs: 'column', sm: 'row' }}
                spacing={2}
                data-alt-entry={index}
              >
                <img
                  src={entry.previewUrl}
                  alt=""
                  style={{ width: 120, height: 90, objectFit: 'cover', borderRadius: 4, flexShrink: 0 }}
                />
                <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
                  <Typography variant="subtitle2" sx={{ overflowWrap: 'anywhere' }}>
                    {entry.name}
                  </Typography>
                  {languages.map((language) => (
                    <TextField
                      key={language.abbr}
                      size="small"
                      label={`${translate('app.catalogue.images.alt')} (${language.abbr.toUpperCase()})`}
                      value={value.alt[language.abbr] ?? ''}
                      disabled={value.decorative === 1}
                      slotProps={{ htmlInput: { maxLength: imageAltMax } }}
                      onChange={(event) =>
                        change(index, { alt: { ...value.alt, [language.abbr]: event.target.value } })
                      }
                    />
                  ))}
                  <FormControlLabel
                    control={
                      <Checkbox
                        checked={value.decorative === 1}
                        onChange={(event) => change(index, { decorative: event.target.checked ? 1 : 0 })}
                      />
                    }
                    label={translate('app.catalogue.images.decorative')}
                  />
                </Stack>
              </Stack>
            );
          })}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {translate('ra.action.cancel')}
        </Button>
        <Button variant="contained" disabled={busy} onClick={() => onConfirm(values)}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
