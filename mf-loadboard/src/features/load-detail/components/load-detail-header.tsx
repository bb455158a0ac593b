// The header of a load's detail (spec 000 §2 'Load-detail dialog'): an icon by type, the shipment number
// as a link, origin and destination, the Reloads button and the actions. Shared by the dialog the host
// opens from search and by the preview pages of available freight, tenders and rate requests.
import type { ReactNode } from 'react';
import { Button, Flex, Skeleton, Space, Typography } from 'antd';
import { CarOutlined, DollarOutlined, FileDoneOutlined, SwapRightOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { LoadDetailType } from '@trucks/shared-contracts/federation/remote-modules';
import { paths } from '@trucks/shared-contracts/routes/paths';

const TYPE_ICON: Record<LoadDetailType, ReactNode> = {
  available: <CarOutlined />,
  tender: <FileDoneOutlined />,
  rate: <DollarOutlined />,
};

const LOAD_DETAIL_TYPE_LABEL: Record<LoadDetailType, string> = {
  available: 'Available load',
  tender: 'Tender',
  rate: 'Rate request',
};

/** Where the shipment number leads: the page of the same kind for that shipment. */
function loadDetailLink(type: LoadDetailType, shipmentNumber: string): string {
  if (type === 'tender') return paths.tenderByShipment(shipmentNumber);
  if (type === 'rate') return paths.rateByShipment(shipmentNumber);
  return paths.availableFreightPreview(shipmentNumber);
}

export interface LoadDetailHeaderProps {
  /** Unknown until loaded when the route names a tender or rate request instead of the shipment. */
  shipmentNumber: string | undefined;
  type: LoadDetailType;
  /** True until the shipment's details have loaded: route and actions wait for them. */
  loading: boolean;
  /** Called when the user follows a link out of the detail (the dialog closes). */
  onLeave?: () => void;
}

export function LoadDetailHeader({ shipmentNumber, type, loading, onLeave }: LoadDetailHeaderProps) {
  return (
    <Flex wrap align="center" justify="space-between" gap={12}>
      <Space size="middle" align="center">
        <span role="img" aria-label={LOAD_DETAIL_TYPE_LABEL[type]} style={{ fontSize: 20 }}>
          {TYPE_ICON[type]}
        </span>
        {shipmentNumber === undefined ? (
          <Skeleton.Input active size="small" style={{ width: 90 }} aria-label="Loading shipment number" />
        ) : (
          <Link to={loadDetailLink(type, shipmentNumber)} onClick={onLeave}>
            <Typography.Text strong>#{shipmentNumber}</Typography.Text>
          </Link>
        )}
        <Flex align="center" gap={8} aria-label="Origin and destination">
          {loading ? (
            <Skeleton.Input active size="small" style={{ width: 220 }} />
          ) : (
            <SwapRightOutlined aria-hidden />
          )}
        </Flex>
      </Space>
      <Space wrap>
        {/* The reload search starts from this load's destination (spec 000 §2). */}
        {shipmentNumber === undefined ? (
          <Button disabled>Reloads</Button>
        ) : (
          <Link to={paths.reloads({ reloadShipment: shipmentNumber })} onClick={onLeave}>
            <Button>Reloads</Button>
          </Link>
        )}
        {/* Book Now and Offer Rate need the load's booking rules (tracking requirement, origination,
            payment options), so they wait for its details. */}
        <Button type="primary" disabled={loading}>
          Book Now
        </Button>
        <Button disabled={loading}>Offer Rate</Button>
      </Space>
    </Flex>
  );
}
