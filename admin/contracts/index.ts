import GavelIcon from '@mui/icons-material/Gavel';
import type { ResourceScreen } from '../navigation/screen';
import { ContractCreate } from './ContractCreate';
import { ContractEdit } from './ContractEdit';
import { ContractList } from './ContractList';

const contracts: ResourceScreen = {
  route: 'contracts',
  resource: 'contracts',
  icon: GavelIcon,
  list: ContractList,
  create: ContractCreate,
  edit: ContractEdit,
  recordRepresentation: 'name',
};

export default contracts;
