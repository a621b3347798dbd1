import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SortableList } from './SortableList';
import { renderWithAdmin, writes } from './testUtils';
import { keyboardDrag } from '../testing/keyboardDrag';
import { layOut } from '../testing/layOut';

interface Item {
  id: number;
  name: string;
}

const serverItems: Item[] = [
  { id: 7, name: 'Facebook' },
  { id: 3, name: 'Instagram' },
  { id: 5, name: 'LinkedIn' },
];

/* Every row a box by its position (rows are 50 px tall, stacked), so the keyboard sensor finds the next. */
function layOutRows() {
  layOut((element) => {
    const row = element.closest<HTMLElement>('[data-sortable-index]');
    const index = row ? Number(row.dataset.sortableIndex) : 0;
    return { left: 0, top: index * 50, width: 400, height: 50 };
  });
}

function renderList(reorderStatus: number) {
  return renderWithAdmin(
    <SortableList<Item>
      resource="settings/social-media"
      itemLabel={(item) => item.name}
      renderItem={(item) => <span>{item.name}</span>}
    />,
    (request) => {
      if (request.method === 'GET')
        return {
          body: {
            success: true,
            data: { items: serverItems, total: 3, page: 1, per_page: 500, last_page: 1 },
          },
        };
      if (reorderStatus !== 200)
        return { status: reorderStatus, body: { success: false, message: 'Sıra Düzeni Değiştirilmedi!' } };
      return { body: { success: true, message: 'Değiştirildi!', data: { queue: [] } } };
    },
  );
}

const rowNames = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((row) => row.textContent);

const moveDown = (name: string) => keyboardDrag(name, 'ArrowDown');

beforeEach(layOutRows);
afterEach(() => vi.restoreAllMocks());

describe('SortableList', () => {
  it('shows the rows in the server order with a keyboard-operable handle each', async () => {
    renderList(200);
    await screen.findByText('Facebook');
    expect(rowNames()).toEqual(['Facebook', 'Instagram', 'LinkedIn']);
    expect(screen.getByRole('button', { name: 'Sırala: Instagram' })).toHaveAttribute(
      'aria-roledescription',
      'sortable',
    );
  });

  it('reorders with the keyboard and saves the whole order in ONE request', async () => {
    const { server } = renderList(200);
    await screen.findByText('Facebook');
    await moveDown('Facebook');
    expect(rowNames()).toEqual(['Instagram', 'Facebook', 'LinkedIn']);
    await waitFor(() => expect(writes(server)).toHaveLength(1));
    const [request] = writes(server);
    expect(request.url).toBe('/api/admin/settings/social-media/queue');
    expect(request.method).toBe('POST');
    expect(request.body).toMatchObject({ queue: '[3,7,5]' });
    expect(await screen.findByText('Değiştirildi!')).toBeInTheDocument();
  });

  it('returns to the server order with the spec message when the save fails', async () => {
    const { server } = renderList(422);
    await screen.findByText('Facebook');
    await moveDown('Facebook');
    expect(await screen.findByText('Sıra Düzeni Değiştirilmedi!')).toBeInTheDocument();
    await waitFor(() => expect(rowNames()).toEqual(['Facebook', 'Instagram', 'LinkedIn']));
    expect(writes(server)).toHaveLength(1);
  });
});
