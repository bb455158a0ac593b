// ./DocumentsPanel: an entity's documents (document-list.tsx), or with `proofOfDeliveryStop` only the
// proof-of-delivery upload at that dropoff (a driver's phone). The list, its dialog, viewer and their
// antd components load when a list is shown (lazyPanel), so a driver's card downloads two buttons.
import type { DocumentsPanelProps } from '@trucks/shared-contracts/federation/remote-modules';
import { lazyPanel } from '@trucks/shared-ui/lazy-panel';
import { uploadRecordOf } from '../lib/document-upload-rules';
import { ProofOfDeliveryUpload } from './proof-of-delivery-upload';

const DocumentList = lazyPanel(
  () => import('./document-list').then((m) => m.DocumentList),
  'Loading documents',
  'The documents could not be loaded.',
);

export function DocumentsPanel(props: DocumentsPanelProps) {
  if (props.proofOfDeliveryStop)
    return (
      <ProofOfDeliveryUpload
        record={uploadRecordOf(props)}
        stop={props.proofOfDeliveryStop}
        shipmentNumber={props.shipmentNumber}
      />
    );
  return <DocumentList {...props} />;
}
