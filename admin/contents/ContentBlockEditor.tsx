import { Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { type ReactNode, useMemo } from 'react';
import { ResourceContextProvider, useDataProvider, useGetOne, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import * as yup from 'yup';
import { type AdminContentBlock, contentBlockSchema } from '../../shared/schemas/content';
import { FormToolbar } from '../catalogue/FormToolbar';
import { fieldErrorsOf, useFeedback } from '../common/notifications';
import { nestErrors } from '../common/yupValidate';
import { blankNulls, validateForm } from '../catalogue/formValues';
import type { AppDataProvider } from '../dataProvider/dataProvider';
import { Gallery } from '../products/Gallery';
import { AdminSimpleForm } from '../common/AdminForms';
import { LoadFailed } from '../common/LoadFailed';

// The record is addressed as 'page/name' (resources.ts compositeId); the row's own id does not matter here.
type Block = Omit<AdminContentBlock, 'id'> & { id: string };

export interface ContentBlockEditorProps {
  page: string;
  name: string;
  /** Translation key of the block's heading. */
  title: string;
  /** A line saying where the block shows on the site. */
  description?: string;
  /** The block's inputs; their sources start with `data.` (data.title, data.items…). */
  children: ReactNode;
  /** The block has an image gallery (content pages with photos). */
  gallery?: boolean;
  /** Adjusts stored data for the form (older rows missing a field the inputs show). */
  prepare?: (data: Record<string, unknown>) => Record<string, unknown>;
}

const noFiles: AdminContentBlock['files'] = [];
// The toolbar stays in the form (FormToolbar inline): no room kept for react-admin's pinned phone toolbar.
const formSx = { maxWidth: 1000, pb: { xs: 0 } } as const;
// A gallery change reads the block again; what was typed meanwhile stays in the form.
const keepTyped = { keepDirtyValues: true };

/**
 * One named block of a content page (GET and PUT /api/admin/contents/:page/:name), edited as a form checked
 * with the block's shared schema, plus its gallery when it has one. Saving sends the whole block's data.
 */
// eslint-disable-next-line max-lines-per-function -- a component: its markup reads top to bottom as the screen does
export function ContentBlockEditor({
  page,
  name,
  title,
  description,
  children,
  gallery,
  prepare,
}: ContentBlockEditorProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const feedback = useFeedback();
  const id = `${page}/${name}`;
  const { data: block, isPending, error, refetch } = useGetOne<Block>('contents', { id });
  const schema = contentBlockSchema(page, name);
  const validate = useMemo(() => (schema ? validateForm(yup.object({ data: schema })) : undefined), [schema]);
  const record = useMemo(
    () => (block ? { ...block, data: prepare ? prepare(block.data) : block.data } : undefined),
    [block, prepare],
  );

  if (!schema) throw new Error(`No content block ${id} in shared/schemas/content.ts`);

  const save = async (values: Record<string, unknown>): Promise<Record<string, unknown> | undefined> => {
    try {
      await dataProvider.update('contents', {
        id,
        data: { data: blankNulls(values.data) },
        previousData: block,
      });
      feedback.success('updated');
      await queryClient.invalidateQueries({ queryKey: ['contents'] });
      return undefined;
    } catch (failure) {
      const errors = fieldErrorsOf(failure);
      // The server names fields inside the block's data ('title.tr'); the form names them 'data.title.tr'.
      if (errors) return { data: nestErrors(errors) };
      feedback.failure(failure);
      return undefined;
    }
  };

  return (
    <ResourceContextProvider value="contents">
      <Card variant="outlined" component="section" aria-label={translate(title)}>
        <CardContent sx={{ pb: 0 }}>
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            {translate(title)}
          </Typography>
          {description && (
            <Typography variant="body2" color="text.secondary">
              {translate(description)}
            </Typography>
          )}
        </CardContent>
        {error ? (
          <CardContent>
            <LoadFailed message="app.common.section_load_error" onRetry={refetch} />
          </CardContent>
        ) : isPending || !record ? (
          <CardContent>
            <Stack spacing={1}>
              <Skeleton variant="rounded" height={56} />
              <Skeleton variant="rounded" height={56} />
            </Stack>
          </CardContent>
        ) : (
          <>
            <AdminSimpleForm
              record={record}
              onSubmit={save}
              validate={validate}
              toolbar={<FormToolbar inline />}
              resetOptions={keepTyped}
              sx={formSx}
            >
              {children}
            </AdminSimpleForm>
            {gallery && (
              <CardContent>
                <Gallery resource="contents" id={id} files={record.files ?? noFiles} />
              </CardContent>
            )}
          </>
        )}
      </Card>
    </ResourceContextProvider>
  );
}
