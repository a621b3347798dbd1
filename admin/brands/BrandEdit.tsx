import { brandSchema } from '../../shared/schemas/brand';
import { ImageRecordEdit } from '../common/ImageRecordForms';
import { BrandInputs } from './BrandInputs';

export function BrandEdit() {
  return (
    <ImageRecordEdit schema={brandSchema} image="logo">
      <BrandInputs />
    </ImageRecordEdit>
  );
}
