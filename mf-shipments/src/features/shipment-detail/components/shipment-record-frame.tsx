// A shipment's record page: its number, status chip (the contracts' colour) and origin → destination;
// the close goes back to the list as it was left, or to the view of the shipment's stage (spec 001 §4);
// a shipment that cannot be opened says so and goes back (see use-shipment-record).
import type { ReactNode } from 'react';
import {
  SHIPMENT_STATUS_COLOR,
  SHIPMENT_STATUS_LABEL,
} from '@trucks/shared-contracts/domain/shipment-status';
import type { Shipment } from '@trucks/shared-contracts/domain/shipment';
import { paths } from '@trucks/shared-contracts/routes/paths';
import { listReturnAddress } from '@trucks/shared-ui/list-return';
import { RecordPage } from '@trucks/shared-ui/record-page';
import type { RecordTab } from '@trucks/shared-ui/record-page';
import { StatusView } from '@trucks/shared-ui/status-view';
import { cityStateOf, destinationOf, originOf } from '../../../lib/shipment-stops';
import { shipmentViewForStatus } from '../../../lib/shipment-views';
import { UNOPENABLE_MESSAGE } from '../hooks/use-shipment-record';
import type { useShipmentRecord } from '../hooks/use-shipment-record';

export interface ShipmentRecordFrameProps {
  title: string;
  shipmentNumber: string;
  record: ReturnType<typeof useShipmentRecord>;
  /** The list the close returns to. */
  listPath: string;
  tabs?: readonly RecordTab[];
  activeTab?: string;
  children: ReactNode;
}

/** The list's remembered address; else, for the shipments list, the view the shipment's stage gives. */
function closeAddress(listPath: string, shipment: Shipment | undefined): string {
  const remembered = listReturnAddress(listPath);
  if (remembered !== listPath || !shipment || listPath !== paths.shipments()) return remembered;
  return `${listPath}?view=${shipmentViewForStatus(shipment.status)}`;
}

export function ShipmentRecordFrame({
  title,
  shipmentNumber,
  record,
  listPath,
  tabs,
  activeTab,
  children,
}: ShipmentRecordFrameProps) {
  const { query, shipment, unopenable } = record;
  return (
    <RecordPage
      title={title}
      caption={`Shipment ${shipmentNumber}`}
      recordName="Shipment"
      status={
        shipment
          ? { label: SHIPMENT_STATUS_LABEL[shipment.status], color: SHIPMENT_STATUS_COLOR[shipment.status] }
          : undefined
      }
      lane={
        shipment
          ? {
              origin: cityStateOf(originOf(shipment.stops)),
              destination: cityStateOf(destinationOf(shipment.stops)),
            }
          : undefined
      }
      loading={query.isPending}
      error={unopenable ? null : query.error}
      onRetry={() => void query.refetch()}
      listPath={closeAddress(listPath, shipment)}
      tabs={unopenable ? undefined : tabs}
      activeTab={activeTab}
    >
      {unopenable ? (
        <StatusView status="warning" title={<span role="alert">{UNOPENABLE_MESSAGE}</span>} />
      ) : (
        children
      )}
    </RecordPage>
  );
}
