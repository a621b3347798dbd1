import { act, fireEvent, screen } from '@testing-library/react';

/**
 * Moves the named sortable item one place with the keyboard, as a user would with dnd-kit's keyboard
 * sensor: Space on its handle ('Sırala: <name>'), the arrow key, Space again.
 */
export async function keyboardDrag(
  name: string,
  arrow: 'ArrowDown' | 'ArrowUp' | 'ArrowLeft' | 'ArrowRight',
) {
  const handle = screen.getByRole('button', { name: `Sırala: ${name}` });
  handle.focus();
  await act(async () => {
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    // The keyboard sensor starts listening for the arrow keys on the next tick.
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  await act(async () => fireEvent.keyDown(document, { code: arrow, key: arrow }));
  await act(async () => fireEvent.keyDown(document, { code: 'Space', key: ' ' }));
}
