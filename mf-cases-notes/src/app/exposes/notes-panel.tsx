import type { RemoteModules } from '@trucks/shared-contracts/federation/remote-modules';
import { NotesPanel } from '../../features/notes/components/notes-panel';

export default NotesPanel satisfies RemoteModules['mf_cases_notes/NotesPanel']['default'];
