import type { ReactNode } from 'react';
import { altText } from '../../shared/imageAltText';
import type { ContentSection, ImageAlt, PublicFile } from '../../shared/publicApi';
import { useT } from '../i18n/DictionaryContext';
import { Gallery, galleryImages } from '../ui/Gallery';
import { type QueryLike, QueryView } from '../ui/LoadState';
import { PageHeader } from '../ui/PageHeader';
import { PageSection } from '../ui/PageSection';
import { RichText } from '../ui/RichText';
import { PageSkeleton } from './PageSkeleton';

/**
 * A page written in the back office (about us, distance learning, training videos, consultancy, classroom
 * rental): its loading and error states, then a header with the section's title (the menu's name when the
 * title is empty) and summary, then the page's own parts.
 */
export function ContentPage<T extends { title: string; summary: string }>({
  query,
  menu,
  under,
  children,
}: {
  query: QueryLike<ContentSection<T>>;
  /** The page's entry in the menu (`navbar.<menu>`): its name stands in for an empty title. */
  menu: 'about_us' | 'distance_learning' | 'training_videos' | 'consultancy_service' | 'classroom_rental';
  /** The submenu the page sits under, its breadcrumb. */
  under?: 'trainings' | 'services';
  children: (section: ContentSection<T>) => ReactNode;
}) {
  const t = useT();
  const fallbackTitle = t(`navbar.${menu}`);
  const crumbs = under && [{ label: t(`navbar.${under}`) }];
  return (
    <QueryView query={query} loading={<PageSkeleton />}>
      {(section) => (
        <>
          <PageHeader
            title={section.data.title || fallbackTitle}
            lead={section.data.summary}
            crumbs={crumbs}
          />
          {children(section)}
        </>
      )}
    </QueryView>
  );
}

/** The text of a content page beside its image; `children` continue in the same band. */
export function ContentIntro({
  content,
  children,
}: {
  content: { content: string; image: string; image_alt?: ImageAlt };
  children?: ReactNode;
}) {
  return (
    <div className="container section">
      <div className="split split--top">
        <RichText html={content.content} className="split__text" />
        {content.image && (
          // Without an alt text the picture stays silent: the page's heading above already names it.
          <img
            className="split__image"
            src={content.image}
            alt={altText(content.image_alt, '')}
            loading="lazy"
          />
        )}
      </div>
      {children}
    </div>
  );
}

/** The section's gallery under its heading, when it has images. */
export function ContentGallery({ files, title }: { files: PublicFile[]; title: string }) {
  const t = useT();
  if (galleryImages(files).length === 0) return null;
  return (
    <PageSection title={t('home.gallery')}>
      <Gallery files={files} title={title} />
    </PageSection>
  );
}
