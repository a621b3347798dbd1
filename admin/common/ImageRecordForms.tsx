import { type ReactElement, type ReactNode, useMemo } from 'react';
import { Create } from 'react-admin';
import type { AnyObjectSchema } from 'yup';
import { FormToolbar } from '../catalogue/FormToolbar';
import { validateForm } from '../catalogue/formValues';
import { schemaFields } from '../catalogue/schemaFields';
import { AdminSimpleForm } from './AdminForms';
import { ContentEdit } from './ContentEdit';
import { useFormFailure } from './notifications';

/*
 * The create and edit screens of a content record: the form checked by the record's schema and sent as the
 * schema's fields. A record with one image (brands, instructors, news, testimonials, client references) sends
 * its image field too: ImageRecordCreate / ImageRecordEdit. Each resource names its schema, image field and
 * inputs; the rest is the same for all.
 */

interface RecordFormProps {
  schema: AnyObjectSchema;
  /** The multipart field of the record's image (`logo`, `photo`, `image`), sent besides the schema's fields. */
  image?: string;
  /** What surrounds the form (the news' cover warning); the form alone by default. */
  around?: (form: ReactElement) => ReactElement;
  /** The record's inputs. */
  children: ReactNode;
}

const alone = (form: ReactElement) => form;

function useFormChecks(schema: AnyObjectSchema, image: string | undefined) {
  return useMemo(
    () => ({ validate: validateForm(schema), transform: schemaFields(schema, image ? [image] : []) }),
    [schema, image],
  );
}

type CreateProps = RecordFormProps & { title: string; defaultValues?: Record<string, unknown> };
type EditProps = RecordFormProps & { actions?: ReactElement };
type WithImage = { image: string };

export function RecordCreate({
  schema,
  image,
  title,
  defaultValues = { active: 1 },
  around = alone,
  children,
}: CreateProps) {
  const { validate, transform } = useFormChecks(schema, image);
  return (
    <Create transform={transform} mutationOptions={useFormFailure()} redirect="list" title={title}>
      {around(
        <AdminSimpleForm validate={validate} toolbar={<FormToolbar />} defaultValues={defaultValues}>
          {children}
        </AdminSimpleForm>,
      )}
    </Create>
  );
}

export function RecordEdit({ schema, image, actions, around = alone, children }: EditProps) {
  const { validate, transform } = useFormChecks(schema, image);
  return (
    <ContentEdit transform={transform} actions={actions}>
      {around(
        <AdminSimpleForm validate={validate} toolbar={<FormToolbar deletable />}>
          {children}
        </AdminSimpleForm>,
      )}
    </ContentEdit>
  );
}

export const ImageRecordCreate = (props: CreateProps & WithImage) => <RecordCreate {...props} />;
export const ImageRecordEdit = (props: EditProps & WithImage) => <RecordEdit {...props} />;
