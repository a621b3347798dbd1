import { HeadedScreen } from '../catalogue/ScreenHeader';
import { ContentBlockEditor } from './ContentBlockEditor';
import { PageTextInputs, TitledListInput } from './ContentInputs';

/** SPEC §2 pages.educations.distanceLearning: the distance learning page (/uzaktan-egitim). */
export function DistanceLearningContent() {
  return (
    <HeadedScreen
      title="app.menu.routes.pages.educations.distanceLearning"
      subtitle="app.contents.distance_learning.subtitle"
    >
      <ContentBlockEditor
        page="educations"
        name="distance_learning"
        title="app.contents.distance_learning.block"
        gallery
      >
        <PageTextInputs />
        <TitledListInput source="data.features" label="app.contents.fields.features" />
      </ContentBlockEditor>
    </HeadedScreen>
  );
}
