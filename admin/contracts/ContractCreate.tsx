import { Create, SimpleForm } from 'react-admin';
import { contractSchema } from '../../shared/schemas/contract';
import { useFormFailure } from '../common/notifications';
import { yupValidate } from '../common/yupValidate';
import { ContractInputs } from './ContractInputs';

const validate = yupValidate(contractSchema);

export function ContractCreate() {
  return (
    <Create title="app.contracts.create" redirect="list" mutationOptions={useFormFailure()}>
      <SimpleForm validate={validate} defaultValues={{ name: {}, seo_name: '', text: {} }}>
        <ContractInputs />
      </SimpleForm>
    </Create>
  );
}
