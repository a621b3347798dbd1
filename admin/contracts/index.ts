import GavelIcon from '@mui/icons-material/Gavel';
import type { RaRecord } from 'react-admin';
import { pickText } from '../catalogue/translated';
import { defineScreen } from '../navigation/screen';
import { lazyScreen } from '../navigation/lazyScreen';

const ContractCreate = lazyScreen(() => import('./ContractCreate'), 'ContractCreate');
const ContractEdit = lazyScreen(() => import('./ContractEdit'), 'ContractEdit');
const ContractList = lazyScreen(() => import('./ContractList'), 'ContractList');

export default defineScreen('contracts', {
  icon: GavelIcon,
  list: ContractList,
  create: ContractCreate,
  edit: ContractEdit,
  recordRepresentation: (record: RaRecord) => pickText(record.name as Record<string, string>),
});
