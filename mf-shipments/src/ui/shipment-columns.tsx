// The columns of a shipment list row (the shipments list, my shipments, the dashboard tab): number,
// status and on-time chips with the flags, origin, destination, the next stop with its window in the
// stop's own zone, and the driver. Each column also says what the CSV export writes.
import { Link } from 'react-router';
import type { Shipment } from '@trucks/shared-contracts/domain/shipment';
import { ON_TIME_STATUS_LABEL } from '@trucks/shared-contracts/domain/on-time-status';
import { SHIPMENT_STATUS_LABEL } from '@trucks/shared-contracts/domain/shipment-status';
import { STOP_TYPE_LABEL } from '@trucks/shared-contracts/domain/stop-status';
import type { ListColumn } from '@trucks/shared-ui/paged-list';
import { cityStateOf, destinationOf, nextStopOf, originOf, stopWindowText } from '../lib/shipment-stops';
import { OnTimeTag, ShipmentFlags, ShipmentStatusTag } from './shipment-chips';

function driverNamesOf(shipment: Shipment): string {
  return (shipment.drivers ?? []).map((driver) => `${driver.firstName} ${driver.lastName}`).join(', ');
}

function nextStopText(shipment: Shipment): string {
  const next = nextStopOf(shipment.stops);
  return next ? `${STOP_TYPE_LABEL[next.stopType]}: ${cityStateOf(next)}` : '';
}

export interface ShipmentColumnOptions {
  /** The address a shipment number links to. */
  linkTo: (shipment: Shipment) => string;
}

export function shipmentColumns({ linkTo }: ShipmentColumnOptions): ListColumn<Shipment>[] {
  return [
    {
      key: 'shipmentNumber',
      title: 'Shipment #',
      sortKey: 'shipmentNumber',
      width: 130,
      render: (shipment) => <Link to={linkTo(shipment)}>{shipment.shipmentNumber}</Link>,
      csv: (shipment) => shipment.shipmentNumber,
    },
    {
      key: 'status',
      title: 'Status',
      sortKey: 'status',
      render: (shipment) => (
        <>
          <ShipmentStatusTag status={shipment.status} />
          <OnTimeTag status={shipment.onTimeStatus} />
          <ShipmentFlags
            needsUpdates={shipment.needsUpdates}
            trackingProblem={shipment.hasTrackingProblems === true}
          />
        </>
      ),
      csv: (shipment) =>
        [
          SHIPMENT_STATUS_LABEL[shipment.status],
          shipment.onTimeStatus === undefined ? '' : ON_TIME_STATUS_LABEL[shipment.onTimeStatus],
          shipment.needsUpdates ? 'Needs Update' : '',
          shipment.hasTrackingProblems === true ? 'Tracking Problem' : '',
        ]
          .filter(Boolean)
          .join('; '),
    },
    {
      key: 'origin',
      title: 'Origin',
      sortKey: 'pickupDate',
      render: (shipment) => cityStateOf(originOf(shipment.stops)),
      csv: (shipment) => cityStateOf(originOf(shipment.stops)),
    },
    {
      key: 'destination',
      title: 'Destination',
      render: (shipment) => cityStateOf(destinationOf(shipment.stops)),
      csv: (shipment) => cityStateOf(destinationOf(shipment.stops)),
    },
    {
      key: 'nextStop',
      title: 'Next Stop',
      render: (shipment) => {
        const next = nextStopOf(shipment.stops);
        if (!next) return 'All stops complete';
        return (
          <>
            <div>{nextStopText(shipment)}</div>
            <div style={{ fontSize: 12, opacity: 0.75 }}>{stopWindowText(next)}</div>
          </>
        );
      },
      csv: (shipment) => {
        const next = nextStopOf(shipment.stops);
        return next ? `${nextStopText(shipment)} ${stopWindowText(next)}` : 'All stops complete';
      },
    },
    {
      key: 'driver',
      title: 'Driver',
      render: (shipment) => driverNamesOf(shipment) || 'Unassigned',
      csv: (shipment) => driverNamesOf(shipment),
    },
  ];
}
