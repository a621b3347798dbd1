import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Button } from '@mui/material';
import { SaveButton, Toolbar, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { contractSchema } from '../../shared/schemas/contract';
import type { Translated } from '../../shared/types';
import { pickText } from '../catalogue/translated';
import { EditPageDeleteButton } from '../common/TrashButton';
import { yupValidate } from '../common/yupValidate';
import { ContractInputs } from './ContractInputs';
import { paths } from '../../shared/routes';
import { AdminSimpleForm } from '../common/AdminForms';
import { ContentEdit } from '../common/ContentEdit';

const validate = yupValidate(contractSchema);

function ContractTitle() {
  const record = useRecordContext();
  const translate = useTranslate();
  return <>{translate('app.contracts.edit', { name: pickText(record?.name as Translated | undefined) })}</>;
}

function ContractActions() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record?.seo_name) return null;
  return (
    <TopToolbar>
      <Button
        size="small"
        startIcon={<OpenInNewIcon />}
        href={paths.contract(record.seo_name)}
        target="_blank"
        rel="noopener"
      >
        {translate('app.common.view_on_site')}
      </Button>
    </TopToolbar>
  );
}

function ContractToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <EditPageDeleteButton />
    </Toolbar>
  );
}

export function ContractEdit() {
  return (
    <ContentEdit title={<ContractTitle />} actions={<ContractActions />}>
      <AdminSimpleForm validate={validate} toolbar={<ContractToolbar />}>
        <ContractInputs />
      </AdminSimpleForm>
    </ContentEdit>
  );
}
