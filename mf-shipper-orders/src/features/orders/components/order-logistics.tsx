// The Logistics sub-page of an order's preview: its stops with their times in their zone, the
// shipments it is on, its accessorials and requirements.
import { Descriptions, Empty, Flex, Typography } from 'antd';
import { Link } from 'react-router';
import type { Order, OrderStop } from '@trucks/shared-contracts/domain/order';
import { paths } from '@trucks/shared-contracts/routes/paths';
import { DetailSection } from '@trucks/shared-ui/detail-section';
import { RecordColumns } from '@trucks/shared-ui/record-page';
import { useGeocodedPlaces } from '../../../api/geocoding';
import { stopTimeLines, zoneLookupCode } from '../../../lib/stop-times';
import { stopPlace, stopZone } from '../../../lib/order-summary';

const NONE = '—';

function StopBlock({ stop, index }: { stop: OrderStop; index: number }) {
  const known = stopZone(stop);
  const places = useGeocodedPlaces(known ? undefined : zoneLookupCode(stop.location.postalCode));
  const zone = known ?? places.data?.[0]?.ianaTimeZone;
  const location = stop.location;
  return (
    <section aria-label={`Stop ${index + 1}`} style={{ marginBottom: 12 }}>
      <Typography.Text strong>
        {index + 1}. {stop.type}: {stopPlace(stop)}
      </Typography.Text>
      <div>
        {location.addressLine1}
        {location.addressLine2 ? `, ${location.addressLine2}` : ''}, {location.city},{' '}
        {'province' in location ? location.province : location.state} {location.postalCode},{' '}
        {location.country}
        {stop.locationNumber !== 'N/A' ? ` (${stop.locationNumber})` : ' (new location)'}
      </div>
      {stopTimeLines(stop.schedule, zone).map((line) => (
        <div key={line.label}>
          {line.label}: {line.text}
        </div>
      ))}
      {stop.contact?.name || stop.contact?.phoneNumber ? (
        <div>
          Contact:{' '}
          {[stop.contact.name, stop.contact.phoneNumber, stop.contact.emailAddress]
            .filter(Boolean)
            .join(', ')}
        </div>
      ) : null}
      {stop.referenceNumbers.length ? (
        <div>References: {stop.referenceNumbers.map((ref) => `${ref.label} ${ref.value}`).join(', ')}</div>
      ) : null}
    </section>
  );
}

export function OrderLogistics({ order }: { order: Order }) {
  return (
    <RecordColumns
      main={
        <DetailSection title="Stops" loading={false}>
          {order.stops.map((stop, index) => (
            <StopBlock key={stop.id ?? index} stop={stop} index={index} />
          ))}
        </DetailSection>
      }
      side={
        <>
          <DetailSection title="Shipments" loading={false}>
            {order.shipments.length ? (
              <Flex vertical gap={4}>
                {order.shipments.map((shipmentNumber) => (
                  <Link key={shipmentNumber} to={paths.managedShipmentPreview(shipmentNumber)}>
                    Shipment {shipmentNumber}
                  </Link>
                ))}
              </Flex>
            ) : (
              <Empty description="Not on a shipment yet" />
            )}
          </DetailSection>
          <DetailSection title="Accessorials" loading={false}>
            <Descriptions size="small" column={1}>
              <Descriptions.Item label="Accessorials">
                {order.accessorials.join(', ') || NONE}
              </Descriptions.Item>
              <Descriptions.Item label="Requirements">
                {order.requirements.join(', ') || NONE}
              </Descriptions.Item>
            </Descriptions>
          </DetailSection>
        </>
      }
    />
  );
}
