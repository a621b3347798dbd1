import { productSchema } from '../../shared/schemas/product';
import { schemaFields } from '../catalogue/schemaFields';
import { PublicPageActions } from '../common/PublicPageButtons';
import { CloneCourseButton } from './CloneCourseButton';
import { ProductForm } from './ProductForm';
import { ContentEdit } from '../common/ContentEdit';

const transform = schemaFields(productSchema);

export function ProductEdit() {
  return (
    <ContentEdit
      transform={transform}
      redirect={false}
      actions={
        <PublicPageActions>
          <CloneCourseButton />
        </PublicPageActions>
      }
    >
      <ProductForm deletable />
    </ContentEdit>
  );
}
