import { useCallback, useEffect, useState } from 'react';
import type { PublicFile } from '../../shared/publicApi';
import { useT } from '../i18n/DictionaryContext';
import { Icon } from './Icon';
import { Modal } from './Modal';
import { altText } from '../../shared/imageAltText';

/** The file name a download gets: the image's title as a slug-free name plus its extension. */
function downloadName(file: PublicFile, index: number): string {
  const ext = file.url.split('?')[0].split('.').pop() ?? 'jpg';
  const base = (file.title || `image-${index + 1}`).replace(/[\\/:*?"<>|]+/g, ' ').trim();
  return `${base}.${ext}`;
}

/** The files a gallery shows: the images (documents are listed apart). */
export const galleryImages = (files: PublicFile[]) => files.filter((file) => file.mime.startsWith('image/'));

/**
 * SPEC §9 gallery: thumbnails that open a viewer with previous/next (buttons and arrow keys) and a download
 * button. Sharing is deliberately not offered from the gallery.
 */
// eslint-disable-next-line max-lines-per-function -- a component: its markup reads top to bottom as the screen does
export function Gallery({ files, title }: { files: PublicFile[]; title: string }) {
  const t = useT();
  const images = galleryImages(files);
  const [index, setIndex] = useState<number | null>(null);
  const close = useCallback(() => setIndex(null), []);
  const count = images.length;
  const go = useCallback(
    (step: number) => setIndex((i) => (i === null ? i : (i + step + count) % count)),
    [count],
  );
  const open = index !== null;
  // Arrow keys page through the viewer wherever focus is in it (the close button takes it on opening), so
  // they work at once, without a Tab into the picture first. The dialog keeps focus inside while open.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      // On a right-to-left page the next picture is to the left, as its mirrored buttons show (issue 30).
      const forward = document.documentElement.dir === 'rtl' ? -1 : 1;
      if (event.key === 'ArrowRight') go(forward);
      if (event.key === 'ArrowLeft') go(-forward);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, go]);
  if (images.length === 0) return null;

  const current = index === null ? null : images[index];

  return (
    <>
      <ul className="gallery" aria-label={title}>
        {images.map((image, i) => (
          <li key={image.id}>
            <button type="button" className="gallery__thumb" onClick={() => setIndex(i)}>
              <img
                src={image.url}
                alt={altText(image.alt, image.title || `${title} ${i + 1}`)}
                loading="lazy"
                width={image.width ?? undefined}
                height={image.height ?? undefined}
              />
              <span className="visually-hidden">{t('home.gallery_open')}</span>
            </button>
          </li>
        ))}
      </ul>
      <Modal
        open={current !== null}
        onClose={close}
        title={current ? `${current.title || title} (${(index ?? 0) + 1}/${images.length})` : ''}
        className="lightbox"
      >
        {current && (
          <div className="lightbox__stage">
            <img
              className="lightbox__image"
              src={current.url}
              alt={altText(current.alt, current.title || title)}
            />
            <div className="lightbox__controls">
              {images.length > 1 && (
                <button
                  type="button"
                  className="icon-button"
                  onClick={() => go(-1)}
                  aria-label={t('home.previous')}
                >
                  <Icon name="chevronLeft" />
                </button>
              )}
              <a
                className="button button--small"
                href={current.url}
                download={downloadName(current, index ?? 0)}
              >
                <Icon name="download" size={16} />
                {t('home.download')}
              </a>
              {images.length > 1 && (
                <button
                  type="button"
                  className="icon-button"
                  onClick={() => go(1)}
                  aria-label={t('home.next')}
                >
                  <Icon name="chevronRight" />
                </button>
              )}
            </div>
          </div>
        )}
      </Modal>
    </>
  );
}

/** Documents attached to a record (brochures, outlines) as download links. */
export function DocumentList({ files }: { files: PublicFile[] }) {
  const t = useT();
  const documents = files.filter((file) => !file.mime.startsWith('image/'));
  if (documents.length === 0) return null;
  return (
    <ul className="document-list">
      {documents.map((file, i) => (
        <li key={file.id}>
          <a href={file.url} download={downloadName(file, i)}>
            <Icon name="file" size={18} />
            <span>{file.title || t('home.download')}</span>
            <Icon name="download" size={16} />
          </a>
        </li>
      ))}
    </ul>
  );
}
