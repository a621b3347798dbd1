import { TitledListInput } from './ContentInputs';
import { GalleryPageScreen } from './GalleryPageScreen';

/** SPEC §2 pages.educations.distanceLearning: the distance learning page (/uzaktan-egitim). */
export function DistanceLearningContent() {
  return (
    <GalleryPageScreen
      title="app.menu.routes.pages.educations.distanceLearning"
      subtitle="app.contents.distance_learning.subtitle"
      page="educations"
      name="distance_learning"
      block="app.contents.distance_learning.block"
    >
      <TitledListInput source="data.features" label="app.contents.fields.features" />
    </GalleryPageScreen>
  );
}
