import { Box } from '@mui/material';
import { AutocompleteArrayInput, SelectInput, useGetList } from 'react-admin';
import type { AdminBrand } from '../../shared/schemas/brand';
import { FlagInput } from '../catalogue/FlagInput';
import { optionsLoadHelper } from '../common/OptionsLoadFailed';
import { RequiredSelectInput } from '../common/RequiredSelectInput';
import { SeoNamesInput } from '../common/SeoNamesInput';
import { TranslatedRichInput } from '../catalogue/TranslatedRichInput';
import { categoryChoices } from '../categories/categoryChoices';
import { useCategoryTree } from '../categories/useCategoryTree';
import { TranslatedInput } from '../common/TranslatedInput';
import { useSelectOptions } from './useSelectOptions';
import { paths } from '../../shared/routes';
import { SeoTextInputs } from '../catalogue/SeoTextInputs';
import { FormColumn } from '../common/FormColumn';

const twoColumns = {
  display: 'grid',
  columnGap: 2,
  gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
} as const;

/** Title, texts, category, instructors, brand, duration, price and the flags of a course. */
export function ProductMainInputs() {
  const categories = useCategoryTree();
  const instructors = useSelectOptions('instructors');
  const brands = useGetList<AdminBrand>('brands', { pagination: { page: 1, perPage: 100 } });
  return (
    <FormColumn>
      <TranslatedInput source="title" label="resources.products.fields.title" />
      <TranslatedInput
        source="summary"
        label="resources.products.fields.summary"
        variant="textarea"
        rows={3}
      />
      <TranslatedRichInput source="description" label="resources.products.fields.description" />
      <Box sx={twoColumns}>
        <RequiredSelectInput
          source="category_id"
          label="resources.products.fields.category_id"
          choices={categoryChoices(categories.data ?? [])}
          isPending={categories.isPending}
          helperText={optionsLoadHelper(categories)}
          fullWidth
        />
        <SelectInput
          source="brand_id"
          label="resources.products.fields.brand_id"
          choices={(brands.data ?? []).map((brand) => ({ id: brand.id, name: brand.name }))}
          isPending={brands.isPending}
          helperText={optionsLoadHelper(brands)}
          emptyText="app.products.no_brand"
          fullWidth
        />
      </Box>
      <AutocompleteArrayInput
        source="instructor_ids"
        label="resources.products.fields.instructor_ids"
        {...instructors}
        fullWidth
      />
      <Box sx={twoColumns}>
        <TranslatedInput
          source="duration"
          label="resources.products.fields.duration"
          helperText="app.products.duration_hint"
        />
        <TranslatedInput
          source="price"
          label="resources.products.fields.price"
          helperText="app.products.price_hint"
        />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3 }}>
        <FlagInput source="is_published" label="resources.products.fields.is_published" defaultValue={0} />
        <FlagInput source="is_popular" label="resources.products.fields.is_popular" defaultValue={0} />
      </Box>
    </FormColumn>
  );
}

/** The course's public address and search engine texts. */
export function ProductSeoInputs() {
  return (
    <FormColumn>
      <SeoNamesInput from="title" fromTranslated pathPrefix={paths.course('')} />
      <SeoTextInputs />
    </FormColumn>
  );
}
