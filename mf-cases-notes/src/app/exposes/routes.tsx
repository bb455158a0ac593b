import type { RemoteModules } from '@trucks/shared-contracts/federation/remote-modules';
import { CasesNotesRoutes } from '../routes';

export default CasesNotesRoutes satisfies RemoteModules['mf_cases_notes/routes']['default'];
