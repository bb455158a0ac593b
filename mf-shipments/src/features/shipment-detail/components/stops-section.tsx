// Stops of a shipment (GET shipments/{id}/stops; failure 'Failed to fetch stops for shipment!'): in
// order, with their status, the window or appointment in the stop's own zone, and an appointment edit
// for the carrier the load is booked to.
import { useState } from 'react';
import { Button } from 'antd';
import type { Stop } from '@trucks/shared-contracts/domain/shipment';
import { LOAD_STYLE_LABEL, STOP_TYPE_LABEL } from '@trucks/shared-contracts/domain/stop-status';
import { formatStopDateTime } from '@trucks/shared-contracts/format/date-time';
import { DetailSection } from '@trucks/shared-ui/detail-section';
import { QueryErrorAlert } from '@trucks/shared-ui/query-error-alert';
import { ShortList, ShortListRow } from '@trucks/shared-ui/short-list';
import { stopAddressText, stopsInOrder } from '../../../lib/shipment-stops';
import { StopStatusTag } from '../../../ui/shipment-chips';
import { useShipmentStops } from '../api/shipment';
import { StopAppointmentDrawer } from './stop-appointment-drawer';

const STOPS_FAILED = 'Failed to fetch stops for shipment!';

function StopTimes({ stop }: { stop: Stop }) {
  const zone = stop.ianaTimeZone;
  const early = formatStopDateTime(stop.earlyDateTime, zone);
  const late = formatStopDateTime(stop.lateDateTime, zone);
  const appointment = formatStopDateTime(stop.appointmentDateTime, zone);
  return (
    <>
      <div>Window: {early || late ? `${early || '—'} – ${late || '—'}` : 'Not set'}</div>
      <div>Appointment: {appointment || 'Not set'}</div>
    </>
  );
}

export function StopsSection({
  shipmentNumber,
  shipmentId,
  editable,
}: {
  shipmentNumber: string;
  shipmentId: string | undefined;
  editable: boolean;
}) {
  const stops = useShipmentStops(shipmentNumber);
  const [editing, setEditing] = useState<Stop | undefined>();
  return (
    <DetailSection title="Stops" loading={stops.isPending}>
      {stops.isError ? (
        <QueryErrorAlert title={STOPS_FAILED} onRetry={() => void stops.refetch()} />
      ) : (
        <ShortList
          label="Stops"
          items={stopsInOrder(stops.data ?? [])}
          rowKey={(stop) => stop.id}
          empty="No stops"
          renderItem={(stop) => (
            <ShortListRow
              actions={
                editable && shipmentId ? (
                  <Button
                    size="small"
                    aria-label={`Edit appointment of stop ${stop.stopNumber}`}
                    onClick={() => setEditing(stop)}
                  >
                    Edit Appointment
                  </Button>
                ) : null
              }
              title={
                <>
                  {stop.stopNumber}. {STOP_TYPE_LABEL[stop.stopType]}
                  {stop.loadStyle ? ` (${LOAD_STYLE_LABEL[stop.loadStyle]})` : ''}{' '}
                  <StopStatusTag status={stop.status} />
                </>
              }
              description={
                <>
                  <div>{stopAddressText(stop)}</div>
                  <StopTimes stop={stop} />
                </>
              }
            />
          )}
        />
      )}
      {shipmentId ? (
        <StopAppointmentDrawer shipmentId={shipmentId} stop={editing} onClose={() => setEditing(undefined)} />
      ) : null}
    </DetailSection>
  );
}
