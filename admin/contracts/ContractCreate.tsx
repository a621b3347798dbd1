import { Create } from 'react-admin';
import { contractSchema } from '../../shared/schemas/contract';
import { useFormFailure } from '../common/notifications';
import { yupValidate } from '../common/yupValidate';
import { ContractInputs } from './ContractInputs';
import { AdminSimpleForm } from '../common/AdminForms';

const validate = yupValidate(contractSchema);

export function ContractCreate() {
  return (
    <Create title="app.contracts.create" redirect="list" mutationOptions={useFormFailure()}>
      <AdminSimpleForm validate={validate} defaultValues={{ name: {}, seo_name: '', text: {} }}>
        <ContractInputs />
      </AdminSimpleForm>
    </Create>
  );
}
