import { Edit, TopToolbar } from 'react-admin';
import { productSchema } from '../../shared/schemas/product';
import { schemaFields } from '../catalogue/schemaFields';
import { useFormFailure } from '../common/notifications';
import { PublicPageButtons } from '../common/PublicPageButtons';
import { CloneCourseButton } from './CloneCourseButton';
import { ProductForm } from './ProductForm';

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
      <ProductForm deletable />
    </Edit>
  );
}
