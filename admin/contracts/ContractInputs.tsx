import { SeoNameInput } from '../common/SeoNameInput';
import { TranslatedInput } from '../common/TranslatedInput';
import { paths } from '../../shared/routes';

/** The fields of a contract, shared by create and edit. */
export function ContractInputs() {
  return (
    <>
      <TranslatedInput source="name" label="resources.contracts.fields.name" required />
      <SeoNameInput
        from="name.tr"
        pathPrefix={paths.contract('')}
        label="resources.contracts.fields.seo_name"
      />
      <TranslatedInput source="text" label="resources.contracts.fields.text" variant="rich" required />
    </>
  );
}
