import type { RemoteModules } from '@trucks/shared-contracts/federation/remote-modules';
import { CreateCaseDialog } from '../../features/cases/components/create-case-dialog';

export default CreateCaseDialog satisfies RemoteModules['mf_cases_notes/CreateCaseDialog']['default'];
