import type { RemoteModules } from '@trucks/shared-contracts/federation/remote-modules';
import { DocumentsPanel } from '../../features/documents/components/documents-panel';

export default DocumentsPanel satisfies RemoteModules['mf_cases_notes/DocumentsPanel']['default'];
