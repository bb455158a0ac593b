import type { RemoteModules } from '@trucks/shared-contracts/federation/remote-modules';
import { DocumentViewer } from '../../features/documents/components/document-viewer';

export default DocumentViewer satisfies RemoteModules['mf_cases_notes/DocumentViewer']['default'];
