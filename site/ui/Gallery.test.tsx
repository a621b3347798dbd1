import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PublicFile } from '../../shared/publicApi';
import { renderSite } from '../test/renderSite';
import { Gallery } from './Gallery';

const image = (id: number, title: string): PublicFile => ({
  id,
  url: `/uploads/${id}.jpg` as PublicFile['url'],
  gallery_type: 'gallery',
  mime: 'image/jpeg',
  width: 800,
  height: 600,
  title,
  alt: null,
});

describe('Gallery viewer', () => {
  it('pages with the arrow keys at once, while focus is still on the close button', () => {
    renderSite(
      <Gallery files={[image(1, 'Sınıf A'), image(2, 'Sınıf B'), image(3, 'Sınıf C')]} title="Sınıflar" />,
    );
    fireEvent.click(screen.getAllByRole('button', { name: /Sınıf A/ })[0]);
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveAccessibleName('Sınıf A (1/3)');
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'ArrowRight' });
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Sınıf B (2/3)');
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'ArrowLeft' });
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'ArrowLeft' });
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Sınıf C (3/3)');
  });

  it('leaves the arrow keys alone once closed', () => {
    renderSite(<Gallery files={[image(1, 'Sınıf A'), image(2, 'Sınıf B')]} title="Sınıflar" />);
    fireEvent.click(screen.getAllByRole('button', { name: /Sınıf A/ })[0]);
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
