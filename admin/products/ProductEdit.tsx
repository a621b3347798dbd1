import { Edit, TopToolbar } from 'react-admin';
import { productSchema } from '../../shared/schemas/product';
import { schemaFields } from '../catalogue/schemaFields';
import { useFormFailure } from '../common/notifications';
import { PublicPageButtons } from '../common/PublicPageButtons';
import { CloneCourseButton } from './CloneCourseButton';
import { ProductForm } from './ProductForm';
import { TrashedBanner } from '../common/TrashedBanner';

const transform = schemaFields(productSchema);

export function ProductEdit() {
  return (
    <Edit
      transform={transform}
      mutationMode="pessimistic"
      mutationOptions={useFormFailure()}
      redirect={false}
      actions={
        <TopToolbar>
          <PublicPageButtons />
          <CloneCourseButton />
        </TopToolbar>
      }
    >
      <TrashedBanner />
      <ProductForm deletable />
    </Edit>
  );
}
