// The sections of a load's detail (spec 000 §2): Stops and 'Loads you may also like' on the left,
// the sidebar (Rate, Requirements, Equipment, Contact: the shipment's fields of 000 §3) on the right.
import { Button, Descriptions, Empty, Tag, Typography } from 'antd';
import type { MatchingShipment, Shipment, Stop } from '@trucks/shared-contracts/domain/shipment';
import { EQUIPMENT_MODE_LABEL } from '@trucks/shared-contracts/domain/equipment-mode';
import { equipmentTypesLabel } from '@trucks/shared-contracts/domain/equipment-type';
import { CHARGE_RATE_TYPE_LABEL, RATE_TYPE_LABEL } from '@trucks/shared-contracts/domain/rate-type';
import { RATE_SOURCE_LABEL } from '@trucks/shared-contracts/domain/rate-source';
import {
  RATE_REQUEST_STATUS_COLOR,
  RATE_REQUEST_STATUS_LABEL,
} from '@trucks/shared-contracts/domain/rate-request-status';
import { SHIPPING_MODE_LABEL } from '@trucks/shared-contracts/domain/shipping-mode';
import { LOAD_STYLE_LABEL, STOP_TYPE_LABEL } from '@trucks/shared-contracts/domain/stop-status';
import { formatCurrency } from '@trucks/shared-contracts/format/currency';
import { formatMiles, formatWeight } from '@trucks/shared-contracts/format/measure';
import type { ApiError } from '@trucks/shared-contracts/api/client';
import { QueryErrorAlert } from '@trucks/shared-ui/query-error-alert';
import { bookItNowText, perMileText, placeText, ratePerMile, stopWindowText } from '../../../ui/load-facts';

const STOPS_FAILED = 'Failed to fetch stops for shipment!';
const NO_MATCHES = 'No matching shipments found!';
const MATCHES_FAILED = 'Failed to fetch matching shipments!';

const LIST_STYLE = { listStyle: 'none', margin: 0, padding: 0 } as const;
const ITEM_STYLE = {
  display: 'flex',
  gap: 12,
  padding: '8px 0',
  borderBottom: '1px solid rgba(5,5,5,0.06)',
} as const;

export function StopsList({
  stops,
  error,
  onRetry,
}: {
  stops: readonly Stop[] | undefined;
  error: ApiError | null;
  onRetry: () => void;
}) {
  if (error) return <QueryErrorAlert title={STOPS_FAILED} onRetry={onRetry} />;
  return (
    <section aria-label="Stops">
      <ul style={LIST_STYLE}>
        {[...(stops ?? [])]
          .sort((a, b) => a.stopNumber - b.stopNumber)
          .map((stop) => (
            <li key={stop.id} style={ITEM_STYLE}>
              <Tag color={stop.stopType === 'Pickup' ? 'blue' : 'green'} style={{ height: 'fit-content' }}>
                {stop.stopNumber}
              </Tag>
              <div>
                <Typography.Text
                  strong
                >{`${STOP_TYPE_LABEL[stop.stopType]}: ${placeText(stop)} ${stop.zip}`}</Typography.Text>
                {stop.locationName ? <div>{stop.locationName}</div> : null}
                <div>{`${stop.appointmentDateTime ? 'Appointment' : 'Window'} ${stopWindowText(stop)}`}</div>
                {stop.loadStyle ? <div>Load style: {LOAD_STYLE_LABEL[stop.loadStyle]}</div> : null}
              </div>
            </li>
          ))}
      </ul>
    </section>
  );
}

export function MatchesList({
  matches,
  error,
  onRetry,
  onOpen,
}: {
  matches: readonly MatchingShipment[] | undefined;
  error: ApiError | null;
  onRetry: () => void;
  onOpen: (shipmentNumber: string) => void;
}) {
  if (error) return <QueryErrorAlert title={MATCHES_FAILED} onRetry={onRetry} />;
  if (matches && matches.length === 0) return <Empty description={NO_MATCHES} />;
  return (
    <section aria-label="Loads you may also like">
      <ul style={LIST_STYLE}>
        {(matches ?? []).map((m) => (
          <li key={m.id} style={{ ...ITEM_STYLE, justifyContent: 'space-between', flexWrap: 'wrap' }}>
            <div>
              <Typography.Text
                strong
              >{`${placeText(m.origin)} → ${placeText(m.destination)}`}</Typography.Text>
              <div>
                <Typography.Text type="secondary">
                  {`${stopWindowText(m.origin)} · ${bookItNowText(m.bookItNowRate)}${m.isPartial ? ' · Partial' : ''}`}
                </Typography.Text>
              </div>
            </div>
            <Button type="link" onClick={() => onOpen(m.shipmentNumber)}>
              #{m.shipmentNumber}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

const yesNo = (value: boolean | undefined) => (value ? 'Yes' : 'No');

export function RateFacts({ shipment }: { shipment: Shipment }) {
  const rate = shipment.bookItNowRate;
  return (
    <Descriptions column={1} size="small">
      <Descriptions.Item label="Book It Now">{bookItNowText(rate)}</Descriptions.Item>
      {rate ? (
        <>
          <Descriptions.Item label="Posted rate">
            {formatCurrency(rate.rate)} {RATE_TYPE_LABEL[rate.rateType]},{' '}
            {CHARGE_RATE_TYPE_LABEL[rate.chargeRateType]}
          </Descriptions.Item>
          <Descriptions.Item label="Rate per mile">
            {perMileText(ratePerMile(rate, shipment.miles))}
          </Descriptions.Item>
        </>
      ) : null}
      {shipment.offer ? (
        <Descriptions.Item label="Your offer">
          {formatCurrency(shipment.offer.carrierRate.rate)}
          {/* An offer the shipper has not answered reads as pending, never 'Accepted' (issue 41). */}
          <Tag color={RATE_REQUEST_STATUS_COLOR[shipment.offer.status]} style={{ marginLeft: 8 }}>
            {RATE_REQUEST_STATUS_LABEL[shipment.offer.status]}
          </Tag>
        </Descriptions.Item>
      ) : null}
      {shipment.originationType !== undefined ? (
        <Descriptions.Item label="Origination">
          {RATE_SOURCE_LABEL[shipment.originationType]}
        </Descriptions.Item>
      ) : null}
    </Descriptions>
  );
}

export function RequirementFacts({ shipment }: { shipment: Shipment }) {
  return (
    <Descriptions column={1} size="small">
      <Descriptions.Item label="Hazmat">{yesNo(shipment.isHazmatRequired)}</Descriptions.Item>
      <Descriptions.Item label="Team">{yesNo(shipment.isTeamRequired)}</Descriptions.Item>
      <Descriptions.Item label="Just in time">{yesNo(shipment.justInTime)}</Descriptions.Item>
      <Descriptions.Item label="Blind">{yesNo(shipment.isBlind)}</Descriptions.Item>
      <Descriptions.Item label="Tracking">
        {[
          ...(shipment.trackingRequirements ?? []).map((r) => r.description),
          ...(shipment.p44TrackingRequired ? ['project44 tracking'] : []),
        ].join(', ') || 'None'}
      </Descriptions.Item>
      {shipment.specialInstructions ? (
        <Descriptions.Item label="Instructions">
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
            {shipment.specialInstructions}
          </Typography.Paragraph>
        </Descriptions.Item>
      ) : null}
    </Descriptions>
  );
}

export function EquipmentFacts({ shipment }: { shipment: Shipment }) {
  return (
    <Descriptions column={1} size="small">
      <Descriptions.Item label="Mode">
        {SHIPPING_MODE_LABEL[shipment.shippingMode]} · {EQUIPMENT_MODE_LABEL[shipment.equipmentMode]}
      </Descriptions.Item>
      <Descriptions.Item label="Types">
        {equipmentTypesLabel(shipment.equipmentTypes) || '—'}
      </Descriptions.Item>
      <Descriptions.Item label="Weight">{formatWeight(shipment.weight)}</Descriptions.Item>
      <Descriptions.Item label="Miles">{formatMiles(shipment.miles)}</Descriptions.Item>
      {shipment.totalPallets !== undefined ? (
        <Descriptions.Item label="Pallets">{shipment.totalPallets}</Descriptions.Item>
      ) : null}
      {shipment.linearFeet !== undefined ? (
        <Descriptions.Item label="Linear feet">{shipment.linearFeet}</Descriptions.Item>
      ) : null}
      <Descriptions.Item label="Partial">{yesNo(shipment.isPartial)}</Descriptions.Item>
      {shipment.dimensions?.length ? (
        <Descriptions.Item label="Dimensions">
          {shipment.dimensions.map((d) => `${d.quantity} × ${d.length}×${d.width}×${d.height} in`).join('; ')}
        </Descriptions.Item>
      ) : null}
    </Descriptions>
  );
}

export function ContactFacts({ shipment }: { shipment: Shipment }) {
  const person = shipment.contact?.contactSummary;
  const desk = shipment.contact?.freightZoneSummary;
  if (!person && !desk) return <Typography.Text type="secondary">No contact on this load</Typography.Text>;
  const name = person ? `${person.firstName} ${person.lastName}` : desk!.name;
  const phone = person?.phoneNumber ?? desk?.phoneNumber;
  const email = person?.emailAddress ?? desk?.emailAddress;
  return (
    <Descriptions column={1} size="small">
      <Descriptions.Item label="Name">{name}</Descriptions.Item>
      {phone ? (
        <Descriptions.Item label="Phone">
          <a href={`tel:${phone}`}>
            {phone}
            {desk?.extension ? ` ext. ${desk.extension}` : ''}
          </a>
        </Descriptions.Item>
      ) : null}
      {email ? (
        <Descriptions.Item label="Email">
          <a href={`mailto:${email}`}>{email}</a>
        </Descriptions.Item>
      ) : null}
    </Descriptions>
  );
}
