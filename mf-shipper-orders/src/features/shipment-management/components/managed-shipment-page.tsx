// /shipment-tracking/{shipmentNumber}/preview: the shipper-side shipment detail (spec 001 §2, §7):
// summary with the booked carrier (a 404 is none), stops with arrival, departure and preload, tracking
// activity, tenders, carrier charges, cases (mf-cases-notes' widget) and documents; the writes of
// ShipmentActions in the top bar. A shipment the API refuses (403) or does not know (404) says 'Unable to
// access shipment...redirecting to last page' and goes one page back after 3 seconds (001 §2, §8, §9).
import { useEffect, useRef } from 'react';
import { Descriptions, Flex, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router';
import type { ApiError } from '@trucks/shared-contracts/api/client';
import type { ManagedShipment } from '@trucks/shared-contracts/domain/managed-shipment';
import { EntityType } from '@trucks/shared-contracts/domain/entity-type';
import { EQUIPMENT_MODE_LABEL } from '@trucks/shared-contracts/domain/equipment-mode';
import { ON_TIME_STATUS_COLOR, ON_TIME_STATUS_LABEL } from '@trucks/shared-contracts/domain/on-time-status';
import { RATE_SOURCE_LABEL } from '@trucks/shared-contracts/domain/rate-source';
import {
  SHIPMENT_STATUS_COLOR,
  SHIPMENT_STATUS_LABEL,
} from '@trucks/shared-contracts/domain/shipment-status';
import { SHIPPING_MODE_LABEL } from '@trucks/shared-contracts/domain/shipping-mode';
import { formatCurrency } from '@trucks/shared-contracts/format/currency';
import { formatStopDateTime } from '@trucks/shared-contracts/format/date-time';
import { paths } from '@trucks/shared-contracts/routes/paths';
import { DetailSection } from '@trucks/shared-ui/detail-section';
import { RecordColumns, RecordPage } from '@trucks/shared-ui/record-page';
import { RemoteRegion } from '@trucks/shared-ui/remote-region';
import { RowTable } from '@trucks/shared-ui/row-table';
import { StatusView } from '@trucks/shared-ui/status-view';
import {
  useBookedCarrier,
  useCarrierCharges,
  useManagedShipment,
  useShipmentStops,
  useTrackingActivities,
} from '../api/tms-shipments';
import { CarrierInvoice } from './carrier-invoice';
import { ShipmentActions } from './shipment-actions';
import { ShipmentDrivers } from './shipment-drivers';
import { ShipmentEmptyLocation } from './shipment-empty-location';
import { ShipmentEquipment } from './shipment-equipment';
import { ShipmentStops } from './stop-tracking';

const UNOPENABLE_MESSAGE = 'Unable to access shipment...redirecting to last page';
const UNOPENABLE_REDIRECT_MS = 3000;

const isUnopenable = (error: ApiError | null) =>
  error !== null && (error.status === 403 || error.status === 404);

/** One page back; a shipment opened directly (nothing before it in this tab) goes to the tracking list. */
function useUnopenableRedirect(unopenable: boolean) {
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  useEffect(() => {
    if (!unopenable) return;
    const timer = window.setTimeout(() => {
      const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
      if (index > 0) void navigateRef.current(-1);
      else void navigateRef.current(paths.shipmentTracking(), { replace: true });
    }, UNOPENABLE_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [unopenable]);
}

const cityOf = (address: string | undefined) => address?.split(', ').slice(-2).join(', ') ?? '';

function Summary({ shipment }: { shipment: ManagedShipment }) {
  const carrier = useBookedCarrier(shipment.shipmentNumber);
  const zone = shipment.stops[0]?.ianaTimeZone;
  return (
    <DetailSection title="Shipment" loading={false}>
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'maxBuy', label: 'Max Buy', children: formatCurrency(shipment.maxBuy) },
          {
            key: 'origination',
            label: 'Origination',
            children: shipment.originationType != null ? RATE_SOURCE_LABEL[shipment.originationType] : '—',
          },
          {
            key: 'mode',
            label: 'Mode',
            children: `${EQUIPMENT_MODE_LABEL[shipment.equipmentMode]}${shipment.shippingMode != null ? ` ${SHIPPING_MODE_LABEL[shipment.shippingMode]}` : ''}`,
          },
          { key: 'orders', label: 'Orders', children: (shipment.orderNumbers ?? []).join(', ') || '—' },
          ...(shipment.onTimeStatus != null
            ? [
                {
                  key: 'onTime',
                  label: 'On Time',
                  children: (
                    <Tag color={ON_TIME_STATUS_COLOR[shipment.onTimeStatus]}>
                      {ON_TIME_STATUS_LABEL[shipment.onTimeStatus]}
                    </Tag>
                  ),
                },
              ]
            : []),
          {
            key: 'carrier',
            label: 'Booked Carrier',
            children: carrier.isLoading
              ? 'Loading…'
              : carrier.data
                ? `${carrier.data.carrierName}, ${formatCurrency(carrier.data.carrierRate.rate)} (booked ${formatStopDateTime(carrier.data.bookedDateTime, zone)})`
                : 'No carrier booked',
          },
        ]}
      />
    </DetailSection>
  );
}

function Activity({ shipment }: { shipment: ManagedShipment }) {
  const activities = useTrackingActivities(shipment.shipmentNumber);
  const zone = shipment.stops[0]?.ianaTimeZone;
  return (
    <DetailSection title="Activity" loading={activities.isLoading}>
      {activities.data?.length ? (
        <ol style={{ margin: 0, paddingLeft: 20 }}>
          {activities.data.map((a, i) => (
            <li key={`${a.timeStamp}-${i}`}>
              <Typography.Text type="secondary">{formatStopDateTime(a.timeStamp, zone)}</Typography.Text>{' '}
              {a.description}
              {a.city ? ` (${a.city}, ${a.state})` : ''}
            </li>
          ))}
        </ol>
      ) : (
        <Typography.Text type="secondary">No tracking activity yet.</Typography.Text>
      )}
    </DetailSection>
  );
}

function Tenders({ shipment }: { shipment: ManagedShipment }) {
  const tenders = shipment.tenders ?? [];
  const zone = shipment.stops[0]?.ianaTimeZone;
  return (
    <DetailSection title="Tenders" loading={false}>
      {tenders.length ? (
        <ul style={{ margin: 0, paddingLeft: 20 }}>
          {tenders.map((t, i) => (
            <li key={`${t.sentAt}-${i}`}>
              {formatCurrency(t.carrierRate.rate)} to {t.carrierIds.length} carrier
              {t.carrierIds.length > 1 ? 's' : ''}, sent {formatStopDateTime(t.sentAt, zone)}
              {t.expirationDateTime ? `, expires ${formatStopDateTime(t.expirationDateTime, zone)}` : ''}
            </li>
          ))}
        </ul>
      ) : (
        <Typography.Text type="secondary">Not tendered.</Typography.Text>
      )}
    </DetailSection>
  );
}

function CarrierCharges({ shipmentNumber }: { shipmentNumber: string }) {
  const charges = useCarrierCharges(shipmentNumber);
  return (
    <DetailSection title="Carrier Charges" loading={charges.isLoading}>
      {charges.data?.charges.length ? (
        <RowTable
          size="small"
          label="Carrier charges"
          rowKey={(c) => `${c.chargeTypeName}-${c.description}`}
          rows={charges.data.charges}
          columns={[
            { key: 'd', title: 'Charge', render: (c) => `${c.chargeTypeName}: ${c.description}` },
            { key: 'r', title: 'Rate', render: (c) => formatCurrency(c.rate) },
            { key: 'u', title: 'Units', render: (c) => c.units },
            { key: 't', title: 'Total', render: (c) => formatCurrency(c.rate * c.units) },
          ]}
          footer={
            <tr>
              <td colSpan={3}>Total</td>
              <td>{formatCurrency(charges.data.total)}</td>
            </tr>
          }
        />
      ) : (
        <Typography.Text type="secondary">No carrier charges until the shipment is booked.</Typography.Text>
      )}
    </DetailSection>
  );
}

function Stops({ shipment }: { shipment: ManagedShipment }) {
  const stops = useShipmentStops(shipment.shipmentNumber);
  return (
    <DetailSection title="Stops" loading={stops.isLoading}>
      {stops.isError ? (
        <Typography.Text type="danger">Failed to fetch stops for shipment!</Typography.Text>
      ) : (
        <ShipmentStops shipment={shipment} stops={stops.data ?? []} />
      )}
    </DetailSection>
  );
}

export function ManagedShipmentPage({ shipmentNumber }: { shipmentNumber: string }) {
  const shipment = useManagedShipment(shipmentNumber);
  const data = shipment.data;
  const unopenable = isUnopenable(shipment.error);
  useUnopenableRedirect(unopenable);
  const first = data?.stops[0];
  const last = data && data.stops.length > 1 ? data.stops[data.stops.length - 1] : undefined;
  return (
    <RecordPage
      title="Shipment Tracking"
      caption={`Shipment ${shipmentNumber}`}
      recordName="Shipment"
      listPath={paths.shipmentTracking()}
      loading={shipment.isLoading}
      error={unopenable ? null : shipment.error}
      onRetry={() => void shipment.refetch()}
      {...(data
        ? {
            status: {
              label: SHIPMENT_STATUS_LABEL[data.shipmentStatus],
              color: SHIPMENT_STATUS_COLOR[data.shipmentStatus],
            },
            actions: <ShipmentActions shipment={data} />,
          }
        : {})}
      {...(first && last
        ? { lane: { origin: cityOf(first.locationAddress), destination: cityOf(last.locationAddress) } }
        : {})}
    >
      {unopenable ? (
        <StatusView status="warning" title={<span role="alert">{UNOPENABLE_MESSAGE}</span>} />
      ) : data ? (
        <RecordColumns
          main={
            <Flex vertical gap={16}>
              <Stops shipment={data} />
              <Activity shipment={data} />
              <CarrierCharges shipmentNumber={shipmentNumber} />
              <CarrierInvoice shipment={data} />
              <DetailSection title="Cases" loading={false}>
                <RemoteRegion
                  module="mf_cases_notes/ShipmentCases"
                  props={{ shipmentId: data.id, shipmentNumber: data.shipmentNumber }}
                />
              </DetailSection>
              <DetailSection title="Documents" loading={false}>
                <RemoteRegion
                  module="mf_cases_notes/DocumentsPanel"
                  props={{
                    entityType: EntityType.Shipment,
                    entityId: data.id,
                    shipmentId: data.id,
                    shipmentNumber: data.shipmentNumber,
                  }}
                />
              </DetailSection>
            </Flex>
          }
          side={
            <Flex vertical gap={16}>
              <Summary shipment={data} />
              <ShipmentEquipment shipment={data} />
              <ShipmentDrivers shipment={data} />
              <ShipmentEmptyLocation shipment={data} />
              <Tenders shipment={data} />
            </Flex>
          }
        />
      ) : null}
    </RecordPage>
  );
}
