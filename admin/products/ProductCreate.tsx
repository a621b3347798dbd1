import { Create } from 'react-admin';
import { productSchema } from '../../shared/schemas/product';
import { schemaFields } from '../catalogue/schemaFields';
import { useFormFailure } from '../common/notifications';
import { ProductForm } from './ProductForm';

const transform = schemaFields(productSchema);

/** A new course; after saving, its edit page opens so images can be added. */
export function ProductCreate() {
  return (
    <Create
      transform={transform}
      mutationOptions={useFormFailure()}
      redirect="edit"
      title="app.products.create_title"
    >
      <ProductForm />
    </Create>
  );
}
