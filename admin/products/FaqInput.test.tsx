import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { courseFaqLimits } from '../../shared/schemas/courseFaq';
import { renderCourseInput, saveCourseInput } from '../testing/courseFormInput';
import { FaqInput } from './FaqInput';

vi.mock('../../shared/schemas/courseFaq', async (importActual) => {
  const actual = await importActual<typeof import('../../shared/schemas/courseFaq')>();
  return { ...actual, courseFaqLimits: { ...actual.courseFaqLimits, items: 2 } };
});

const item = (n: number) => ({
  question: { tr: `Soru ${n} çğıİöşü?`, en: `Question ${n}?` },
  answer: { tr: `Yanıt ${n}.`, en: `Answer ${n}.` },
});

const renderEditor = (faq: unknown[]) => renderCourseInput(<FaqInput />, 'faq', { faq });

const rows = () =>
  screen.getAllByRole('listitem').filter((row) => within(row).queryByLabelText(/^Soru \(TR\)/));
const submitted = async (onSubmit: ReturnType<typeof vi.fn>) =>
  (await saveCourseInput(onSubmit)).faq as unknown[];

describe('FaqInput', () => {
  it('shows the stored questions in order, with Turkish labels', () => {
    renderEditor([item(1), item(2)]);
    expect(screen.getByText('Sıkça Sorulan Sorular')).toBeInTheDocument();
    expect(rows().map((row) => within(row).getByLabelText(/^Soru \(TR\)/))).toEqual([
      expect.objectContaining({ value: 'Soru 1 çğıİöşü?' }),
      expect.objectContaining({ value: 'Soru 2 çğıİöşü?' }),
    ]);
    expect(within(rows()[1]).getByLabelText(/^Yanıt \(TR\)/)).toHaveValue('Yanıt 2.');
  });

  it("moves a question with the iterator's buttons and submits the new order", async () => {
    const onSubmit = renderEditor([item(1), item(2), item(3)]);
    await userEvent.click(within(rows()[2]).getByRole('button', { name: 'Yukarı Taşı' }));
    expect(await submitted(onSubmit)).toEqual([item(1), item(3), item(2)]);
  });

  it('adds a question with its answer, multi-line, and removes another', async () => {
    const onSubmit = renderEditor([item(1)]);
    await userEvent.click(screen.getByRole('button', { name: 'Soru Ekle' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    const added = rows()[1];
    fireEvent.change(within(added).getByLabelText(/^Soru \(TR\)/), { target: { value: 'Ders saatleri?' } });
    fireEvent.change(within(added).getByLabelText(/^Yanıt \(TR\)/), {
      target: { value: '09.30–17.00\nÖğle arası 1 saat' },
    });
    await userEvent.click(within(rows()[0]).getByRole('button', { name: 'Kaldır' }));
    const faq = await submitted(onSubmit);
    expect(faq).toEqual([
      expect.objectContaining({
        question: expect.objectContaining({ tr: 'Ders saatleri?' }),
        answer: expect.objectContaining({ tr: '09.30–17.00\nÖğle arası 1 saat' }),
      }),
    ]);
  });

  it('refuses a question left empty under that item, and marks its language tab', async () => {
    const onSubmit = renderEditor([item(1)]);
    await userEvent.click(screen.getByRole('button', { name: 'Soru Ekle' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    const added = rows()[1];
    expect((await within(added).findAllByText('Bu Alan Zorunlu')).length).toBe(2);
    expect(within(added).getAllByRole('tab', { name: 'TR •' })).toHaveLength(2);
    expect(within(rows()[0]).queryByText('Bu Alan Zorunlu')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('offers no more questions once the list holds the limit', async () => {
    // The limit is lowered to 2 for this file (see vi.mock above): 20 rows of tabs render too slowly here.
    renderEditor([item(1)]);
    const add = screen.getByRole('button', { name: 'Soru Ekle' });
    expect(add).toBeEnabled();
    await userEvent.click(add);
    await waitFor(() => expect(rows()).toHaveLength(courseFaqLimits.items));
    expect(add).toBeDisabled();
  });
});
