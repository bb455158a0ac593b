// A load's header and body together, for the places that show a load without a page around it
// (the dashboard's preview drawer).
import type { LoadDetailType } from '@trucks/shared-contracts/federation/remote-modules';
import { LoadDetailBody } from './load-detail-body';
import { LoadDetailHeader } from './load-detail-header';

export interface LoadDetailProps {
  type: LoadDetailType;
  shipmentNumber: string | undefined;
}

export function LoadDetail({ type, shipmentNumber }: LoadDetailProps) {
  // Frame only: not read yet (the package README says what is built).
  const loading = true;
  return (
    <>
      <div style={{ marginBottom: 16 }}>
        <LoadDetailHeader shipmentNumber={shipmentNumber} type={type} loading={loading} />
      </div>
      <LoadDetailBody loading={loading} />
    </>
  );
}
