import { act, fireEvent, render, screen } from '@testing-library/react';
import { FormProvider, useForm } from 'react-hook-form';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UnsavedChangesPrompt } from './UnsavedChangesPrompt';

/* The in-panel half of "nothing lost by a misclick" (issue 14): a held navigation is asked about, every time. */

function EditedForm() {
  const form = useForm({ defaultValues: { name: 'Sözleşme' } });
  return (
    <FormProvider {...form}>
      <input aria-label="Ad" {...form.register('name')} />
      <UnsavedChangesPrompt />
    </FormProvider>
  );
}

function renderEditedForm() {
  const router = createMemoryRouter(
    [
      { path: '/contracts/1', element: <EditedForm /> },
      { path: '/dashboard', element: <h1>İstatistikler</h1> },
    ],
    { initialEntries: ['/contracts/1'] },
  );
  render(<RouterProvider router={router} />);
  fireEvent.change(screen.getByLabelText('Ad'), { target: { value: 'Sözleşme (taslak)' } });
  return router;
}

afterEach(() => vi.restoreAllMocks());

describe('UnsavedChangesPrompt', () => {
  it('keeps the edit on "Cancel" and leaves on "OK"', async () => {
    const router = renderEditedForm();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    await act(() => router.navigate('/dashboard'));
    expect(confirm).toHaveBeenCalledWith('ra.message.unsaved_changes');
    expect(router.state.location.pathname).toBe('/contracts/1');
    expect(screen.getByLabelText('Ad')).toHaveValue('Sözleşme (taslak)');

    confirm.mockReturnValue(true);
    await act(() => router.navigate('/dashboard'));
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('asks again for a click that comes before the released block is drawn', async () => {
    const router = renderEditedForm();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    // "Cancel", and at once another menu click: held again in the same tick as the release, before React
    // renders the released blocker (as a quick second click on a slow machine does).
    let clickedAgain = false;
    router.subscribe((state) => {
      const released = [...state.blockers.values()].every((blocker) => blocker.state === 'unblocked');
      if (released && confirm.mock.calls.length === 1 && !clickedAgain) {
        clickedAgain = true;
        void router.navigate('/dashboard');
      }
    });
    await act(() => router.navigate('/dashboard'));
    expect(clickedAgain).toBe(true);
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('lets a move between the tabs of one form through without asking', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    const router = createMemoryRouter(
      [
        {
          path: '/products/5/*',
          element: <TabbedEditedForm />,
        },
      ],
      { initialEntries: ['/products/5'] },
    );
    render(<RouterProvider router={router} />);
    fireEvent.change(screen.getByLabelText('Ad'), { target: { value: 'Yeni' } });
    await act(() => router.navigate('/products/5/1'));
    expect(router.state.location.pathname).toBe('/products/5/1');
    expect(confirm).not.toHaveBeenCalled();
  });
});

function TabbedEditedForm() {
  const form = useForm({ defaultValues: { name: 'Kurs' } });
  return (
    <FormProvider {...form}>
      <input aria-label="Ad" {...form.register('name')} />
      <UnsavedChangesPrompt formRootPathName="/products/5" />
    </FormProvider>
  );
}
