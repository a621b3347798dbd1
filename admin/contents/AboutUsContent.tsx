import { HeadedScreen } from '../catalogue/ScreenHeader';
import { TranslatedInput } from '../common/TranslatedInput';
import { ContentBlockEditor } from './ContentBlockEditor';
import { PageTextInputs, TitledListInput } from './ContentInputs';

/** SPEC §2 pages.aboutUs: the about-us page (/biz-kimiz): story, mission, vision, values and photos. */
export function AboutUsContent() {
  return (
    <HeadedScreen title="app.menu.routes.pages.aboutUs" subtitle="app.contents.about_us.subtitle">
      <ContentBlockEditor page="corporate" name="about_us" title="app.contents.about_us.block" gallery>
        <PageTextInputs />
        <TranslatedInput
          source="data.mission"
          label="app.contents.fields.mission"
          variant="textarea"
          rows={2}
        />
        <TranslatedInput
          source="data.vision"
          label="app.contents.fields.vision"
          variant="textarea"
          rows={2}
        />
        <TitledListInput source="data.values" label="app.contents.fields.values" />
      </ContentBlockEditor>
    </HeadedScreen>
  );
}
