// The Details sub-page of a shipment (also the shipment pages and the dashboard's preview drawer):
// stops with appointments, latest activity, trips, order dropoffs and tracking problems beside the
// summary (PRO number, quick closure), drivers, equipment and billing configuration.
import { SHIPMENT_MONEY_ACCESS } from '@trucks/shared-contracts/access/route-access';
import { evaluateRouteAccess } from '@trucks/shared-contracts/access/route-guard';
import type { Shipment } from '@trucks/shared-contracts/domain/shipment';
import { useSession } from '@trucks/shared-contracts/session/use-session';
import { RecordColumns } from '@trucks/shared-ui/record-page';
import { nextStopOf, originOf } from '../../../lib/shipment-stops';
import { DriversSection } from './drivers-section';
import {
  BillingSection,
  EquipmentSection,
  LatestActivitySection,
  OrderDropoffsSection,
  TrackingProblemsSection,
  TripsSection,
} from './record-sections';
import { StopsSection } from './stops-section';
import { SummarySection } from './summary-section';

export interface ShipmentDetailsProps {
  shipmentNumber: string;
  shipment: Shipment | undefined;
  /** The signed-in user's company holds the load: its appointments, PRO number and drivers are theirs to edit. */
  editable: boolean;
}

export function ShipmentDetails({ shipmentNumber, shipment, editable }: ShipmentDetailsProps) {
  const zone = shipment ? (nextStopOf(shipment.stops) ?? originOf(shipment.stops))?.ianaTimeZone : undefined;
  // The billing configuration is the shipment's money, which a driver does not see (issue 41).
  const seesMoney = useSession(
    (session) => evaluateRouteAccess(session.user, SHIPMENT_MONEY_ACCESS) === 'allowed',
  );
  return (
    <RecordColumns
      main={
        <>
          <StopsSection shipmentNumber={shipmentNumber} shipmentId={shipment?.id} editable={editable} />
          <LatestActivitySection shipmentNumber={shipmentNumber} timeZone={zone} />
          <TripsSection shipmentNumber={shipmentNumber} />
          <OrderDropoffsSection shipmentNumber={shipmentNumber} />
          <TrackingProblemsSection shipmentNumber={shipmentNumber} timeZone={zone} />
        </>
      }
      side={
        <>
          <SummarySection shipment={shipment} loading={!shipment} editable={editable} />
          <DriversSection shipmentNumber={shipmentNumber} shipmentId={shipment?.id} editable={editable} />
          <EquipmentSection shipmentNumber={shipmentNumber} />
          {seesMoney ? <BillingSection shipmentNumber={shipmentNumber} /> : null}
        </>
      }
    />
  );
}
