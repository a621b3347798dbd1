import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import {
  Box,
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import {
  Button,
  useCreatePath,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRedirect,
  useTranslate,
} from 'react-admin';
import type { AdminProduct } from '../../shared/schemas/product';
import { productCloneSchema } from '../../shared/schemas/productClone';
import type { AppDataProvider } from '../dataProvider/dataProvider';
import { fieldErrorsOf, useFeedback } from '../common/notifications';
import { defaultCloneDay, todayInTurkey } from './cloneDay';

/** The day's error as the schema words it (the server checks the same rule), or undefined when it is fine. */
function dateError(startsAt: string): string | undefined {
  try {
    productCloneSchema.validateSync({ starts_at: startsAt });
    return undefined;
  } catch (error) {
    return (error as { message?: string }).message;
  }
}

/**
 * "Kopyala" on the course edit screen (issue 28): asks the day the new term's first session starts on, copies
 * the course as a draft (POST /products/:id/clone) and opens the copy's edit screen.
 */
// eslint-disable-next-line max-lines-per-function -- a component: its markup reads top to bottom as the screen does
export function CloneCourseButton() {
  const record = useRecordContext<AdminProduct>();
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const feedback = useFeedback();
  const redirect = useRedirect();
  const createPath = useCreatePath();
  const [open, setOpen] = useState(false);
  const [startsAt, setStartsAt] = useState('');
  const [error, setError] = useState<string>();
  const { mutate, isPending } = useMutation({
    mutationFn: (day: string) => dataProvider.cloneCourse<AdminProduct>(record?.id ?? 0, day),
    onSuccess: ({ data }) => {
      setOpen(false);
      notify('app.products.clone.done', { type: 'success' });
      redirect(createPath({ resource: 'products', id: data.id, type: 'edit' }));
    },
    onError: (failure) => {
      const fieldError = fieldErrorsOf(failure)?.starts_at;
      if (fieldError) setError(fieldError);
      else feedback.failure(failure);
    },
  });
  if (!record?.id) return null;

  const openDialog = () => {
    setStartsAt(defaultCloneDay(record.sessions ?? [], todayInTurkey()));
    setError(undefined);
    setOpen(true);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = dateError(startsAt);
    setError(problem);
    if (!problem) mutate(startsAt);
  };

  return (
    <>
      <Button label="app.products.clone.button" onClick={openDialog}>
        <ContentCopyIcon />
      </Button>
      <Dialog
        open={open}
        onClose={() => !isPending && setOpen(false)}
        fullWidth
        maxWidth="xs"
        aria-labelledby="clone-course-title"
      >
        <Box component="form" noValidate onSubmit={submit}>
          <DialogTitle id="clone-course-title">{translate('app.products.clone.title')}</DialogTitle>
          <DialogContent>
            <Typography variant="body2" sx={{ mb: 2 }}>
              {translate('app.products.clone.intro')}
            </Typography>
            <TextField
              type="date"
              fullWidth
              required
              autoFocus
              label={translate('app.products.clone.starts_at')}
              value={startsAt}
              onChange={(event) => {
                setStartsAt(event.target.value);
                setError(undefined);
              }}
              error={Boolean(error)}
              helperText={error ?? translate('app.products.clone.starts_at_hint')}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </DialogContent>
          <DialogActions>
            <MuiButton onClick={() => setOpen(false)} disabled={isPending}>
              {translate('app.confirm.cancel')}
            </MuiButton>
            <MuiButton type="submit" variant="contained" disabled={isPending} startIcon={<ContentCopyIcon />}>
              {translate('app.products.clone.confirm')}
            </MuiButton>
          </DialogActions>
        </Box>
      </Dialog>
    </>
  );
}
