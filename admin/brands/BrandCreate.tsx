import { brandSchema } from '../../shared/schemas/brand';
import { ImageRecordCreate } from '../common/ImageRecordForms';
import { BrandInputs } from './BrandInputs';

export function BrandCreate() {
  return (
    <ImageRecordCreate schema={brandSchema} image="logo" title="app.brands.create_title">
      <BrandInputs />
    </ImageRecordCreate>
  );
}
