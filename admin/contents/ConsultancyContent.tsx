import { HeadedScreen } from '../catalogue/ScreenHeader';
import { ContentBlockEditor } from './ContentBlockEditor';
import { PageTextInputs, TitledListInput } from './ContentInputs';

/** SPEC §2 pages.services.consultancyService: the consultancy page (/danismanlik-hizmeti), text and gallery. */
export function ConsultancyContent() {
  return (
    <HeadedScreen
      title="app.menu.routes.pages.services.consultancyService"
      subtitle="app.contents.consultancy.subtitle"
    >
      <ContentBlockEditor
        page="services"
        name="consultancy_service"
        title="app.contents.consultancy.block"
        gallery
      >
        <PageTextInputs />
        <TitledListInput source="data.services" label="app.contents.fields.services" />
      </ContentBlockEditor>
    </HeadedScreen>
  );
}
