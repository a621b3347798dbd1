import type { ReactNode } from 'react';
import { HeadedScreen } from '../catalogue/ScreenHeader';
import { ContentBlockEditor } from './ContentBlockEditor';
import { PageTextInputs } from './ContentInputs';

/**
 * A page edited as one block with a gallery (consultancy, classroom rental, distance learning): its screen
 * heading, the page's text inputs, then what the page lists (its children), and the block's photos.
 */
export function GalleryPageScreen({
  title,
  subtitle,
  page,
  name,
  block,
  children,
}: {
  /** The screen's heading and the line under it (message keys). */
  title: string;
  subtitle: string;
  /** The content block (GET and PUT /api/admin/contents/:page/:name) and its heading's message key. */
  page: string;
  name: string;
  block: string;
  /** The page's own inputs after its text. */
  children: ReactNode;
}) {
  return (
    <HeadedScreen title={title} subtitle={subtitle}>
      <ContentBlockEditor page={page} name={name} title={block} gallery>
        <PageTextInputs />
        {children}
      </ContentBlockEditor>
    </HeadedScreen>
  );
}
