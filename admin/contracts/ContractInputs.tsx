import { TextInput } from 'react-admin';
import { SeoNameInput } from '../common/SeoNameInput';
import { TranslatedInput } from '../common/TranslatedInput';

/** The fields of a contract, shared by create and edit. */
export function ContractInputs() {
  return (
    <>
      <TextInput source="name" fullWidth />
      <SeoNameInput from="name" urlPrefix="/sozlesme/" label="resources.contracts.fields.seo_name" />
      <TranslatedInput source="text" label="resources.contracts.fields.text" variant="rich" required />
    </>
  );
}
