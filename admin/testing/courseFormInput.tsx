import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Form, ResourceContextProvider, SaveButton } from 'react-admin';
import { expect, vi } from 'vitest';
import * as yup from 'yup';
import { productSchema } from '../../shared/schemas/product';
import { validateForm } from '../catalogue/formValues';
import { renderWithAdmin } from '../common/testUtils';

type CourseField = keyof typeof productSchema.fields;

/**
 * One input of the course form alone in a bare form over `record`, judged by the course schema's rule for
 * `field` as the whole form would judge it, with the form's "Kaydet". Gives the spy that receives the values.
 */
export function renderCourseInput(input: ReactElement, field: CourseField, record: Record<string, unknown>) {
  const onSubmit = vi.fn();
  const validate = validateForm(yup.object({ [field]: productSchema.fields[field] }));
  renderWithAdmin(
    <ResourceContextProvider value="products">
      <Form record={{ id: 7, ...record }} onSubmit={onSubmit} validate={validate}>
        {input}
        <SaveButton alwaysEnable />
      </Form>
    </ResourceContextProvider>,
    () => ({ body: { success: true, data: {} } }),
  );
  return onSubmit;
}

/** Clicks "Kaydet" and gives the values the form submitted, once. */
export async function saveCourseInput(onSubmit: ReturnType<typeof vi.fn>) {
  await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  return onSubmit.mock.calls[0][0] as Record<string, unknown>;
}
