import { TitledListInput } from './ContentInputs';
import { GalleryPageScreen } from './GalleryPageScreen';

/** SPEC §2 pages.services.consultancyService: the consultancy page (/danismanlik-hizmeti), text and gallery. */
export function ConsultancyContent() {
  return (
    <GalleryPageScreen
      title="app.menu.routes.pages.services.consultancyService"
      subtitle="app.contents.consultancy.subtitle"
      page="services"
      name="consultancy_service"
      block="app.contents.consultancy.block"
    >
      <TitledListInput source="data.services" label="app.contents.fields.services" />
    </GalleryPageScreen>
  );
}
