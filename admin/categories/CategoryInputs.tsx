import { Box, Typography } from '@mui/material';
import { SelectInput, useRecordContext, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { type AdminCategory, categoryMessages } from '../../shared/schemas/category';
import { FlagInput } from '../catalogue/FlagInput';
import { optionsLoadHelper } from '../common/OptionsLoadFailed';
import { RequiredSelectInput } from '../common/RequiredSelectInput';
import { SeoNamesInput } from '../common/SeoNamesInput';
import { TranslatedInput } from '../common/TranslatedInput';
import { categorySections, parentChoices } from './categoryChoices';
import { useCategoryTree } from './useCategoryTree';
import { SeoTextInputs } from '../catalogue/SeoTextInputs';

function ParentInput() {
  const record = useRecordContext<AdminCategory>();
  const section = (useWatch({ name: 'section' }) as string | undefined) || categorySections[0].id;
  const tree = useCategoryTree(section);
  const hasChildren = (record?.sub_categories?.length ?? 0) > 0;
  return (
    <SelectInput
      source="parent_id"
      label="resources.categories.fields.parent_id"
      choices={parentChoices(tree.data ?? [], record?.id)}
      emptyText="app.categories.main_category"
      isPending={tree.isPending}
      disabled={hasChildren}
      helperText={
        optionsLoadHelper(tree) ??
        (hasChildren ? categoryMessages.hasChildrenCannotMove : 'app.categories.parent_help')
      }
      fullWidth
    />
  );
}

/** The fields of a category, shared by the create and edit forms (categorySchema checks them). */
export function CategoryInputs() {
  const translate = useTranslate();
  return (
    <Box sx={{ width: '100%', maxWidth: 880 }}>
      <Box sx={{ display: 'grid', gap: { xs: 0, sm: 2 }, gridTemplateColumns: { sm: '1fr 1fr' } }}>
        <RequiredSelectInput
          source="section"
          label="app.categories.section"
          choices={categorySections.map((choice) => ({ ...choice }))}
          defaultValue={categorySections[0].id}
          translateChoice
          fullWidth
        />
        <ParentInput />
      </Box>
      <TranslatedInput source="name" label="resources.categories.fields.name" />
      <SeoNamesInput from="name" fromTranslated />
      <Typography variant="subtitle2" component="h2" sx={{ mt: 2, mb: 1 }}>
        {translate('app.catalogue.seo.title')}
      </Typography>
      <SeoTextInputs />
      <FlagInput source="active" label="app.catalogue.fields.active" defaultValue={1} />
    </Box>
  );
}
