import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderSite } from '../test/renderSite';
import { Modal } from './Modal';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Aç
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Bize Ulaşın">
        <input aria-label="Ad" />
        <button type="button">Gönder</button>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is a labelled modal dialog that traps focus, closes on Escape and gives focus back', async () => {
    const user = userEvent.setup();
    renderSite(<Harness />);
    const opener = screen.getByRole('button', { name: 'Aç' });
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Bize Ulaşın' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(document.body).toHaveClass('modal-open');
    const close = screen.getByRole('button', { name: 'Kapat' });
    expect(close).toHaveFocus();

    await user.tab();
    expect(screen.getByLabelText('Ad')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Gönder' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Gönder' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
    expect(document.body).not.toHaveClass('modal-open');
  });
});
