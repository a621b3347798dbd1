import { SeoNamesInput } from '../common/SeoNamesInput';
import { TranslatedInput } from '../common/TranslatedInput';
import { paths } from '../../shared/routes';

/** The fields of a contract, shared by create and edit. */
export function ContractInputs() {
  return (
    <>
      <TranslatedInput source="name" label="resources.contracts.fields.name" />
      <SeoNamesInput from="name" fromTranslated pathPrefix={paths.contract('')} />
      <TranslatedInput source="text" label="resources.contracts.fields.text" variant="rich" />
    </>
  );
}
