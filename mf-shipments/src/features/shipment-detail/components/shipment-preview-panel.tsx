// A shipment inside another page's drawer (the dashboard's /dashboard/shipments/{n}/preview): its
// status, lane and the Details sub-page, with a link to the full preview and its other sub-pages.
import { Flex, Tag } from 'antd';
import { Link } from 'react-router';
import {
  SHIPMENT_STATUS_COLOR,
  SHIPMENT_STATUS_LABEL,
} from '@trucks/shared-contracts/domain/shipment-status';
import { paths } from '@trucks/shared-contracts/routes/paths';
import { StatusView } from '@trucks/shared-ui/status-view';
import { cityStateOf, destinationOf, originOf } from '../../../lib/shipment-stops';
import { UNOPENABLE_MESSAGE, useShipmentRecord } from '../hooks/use-shipment-record';
import { ShipmentDetails } from './shipment-details';

export function ShipmentPreviewPanel({ shipmentNumber }: { shipmentNumber: string }) {
  const record = useShipmentRecord(shipmentNumber);
  const { shipment } = record;
  if (record.unopenable)
    return <StatusView status="warning" title={<span role="alert">{UNOPENABLE_MESSAGE}</span>} />;
  if (record.query.isError) return <StatusView status="error" title={record.query.error.message} />;
  return (
    <>
      <Flex gap={8} align="center" wrap style={{ marginBottom: 12 }}>
        {shipment ? (
          <>
            <Tag color={SHIPMENT_STATUS_COLOR[shipment.status]}>{SHIPMENT_STATUS_LABEL[shipment.status]}</Tag>
            <span>
              {cityStateOf(originOf(shipment.stops))} → {cityStateOf(destinationOf(shipment.stops))}
            </span>
          </>
        ) : null}
        <Link to={paths.shipmentDetails(shipmentNumber)} style={{ marginInlineStart: 'auto' }}>
          Open shipment
        </Link>
      </Flex>
      <ShipmentDetails shipmentNumber={shipmentNumber} shipment={shipment} editable={record.editable} />
    </>
  );
}
