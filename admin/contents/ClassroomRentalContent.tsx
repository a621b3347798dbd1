import { ArrayInput, NumberInput, SimpleFormIterator } from 'react-admin';
import { TranslatedInput } from '../common/TranslatedInput';
import { iteratorProps } from './ContentInputs';
import { GalleryPageScreen } from './GalleryPageScreen';

/** SPEC §2 pages.services.classroomRental: the classroom rental page (/sinif-kiralama), rooms and gallery. */
export function ClassroomRentalContent() {
  return (
    <GalleryPageScreen
      title="app.menu.routes.pages.services.classroomRental"
      subtitle="app.contents.classroom_rental.subtitle"
      page="services"
      name="classroom_rental"
      block="app.contents.classroom_rental.block"
    >
      <ArrayInput source="data.rooms" label="app.contents.fields.rooms" helperText={false}>
        <SimpleFormIterator {...iteratorProps}>
          <TranslatedInput source="name" label="app.contents.fields.room_name" />
          <NumberInput
            source="capacity"
            label="app.contents.fields.capacity"
            min={0}
            step={1}
            helperText={false}
          />
          <TranslatedInput
            source="features"
            label="app.contents.fields.room_features"
            variant="textarea"
            rows={2}
          />
        </SimpleFormIterator>
      </ArrayInput>
    </GalleryPageScreen>
  );
}
