import type { ReactElement } from 'react';
import { newsSchema } from '../../shared/schemas/news';
import { CoverWarning, newsHasCover } from '../common/CoverWarning';
import { ImageRecordEdit } from '../common/ImageRecordForms';
import { PublicPageActions } from '../common/PublicPageButtons';
import { NewsInputs } from './NewsInputs';

/** The cover warning (CoverWarning.tsx) around a news form, on both screens: a news item's cover is its image. */
export const withNewsCoverWarning = (form: ReactElement) => (
  <CoverWarning flag="active" hasCover={newsHasCover}>
    {form}
  </CoverWarning>
);

export function NewsEdit() {
  return (
    <ImageRecordEdit
      schema={newsSchema}
      image="image"
      actions={<PublicPageActions />}
      around={withNewsCoverWarning}
    >
      <NewsInputs />
    </ImageRecordEdit>
  );
}
