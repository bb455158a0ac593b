// The header of a load's detail (spec 000 §2 'Load-detail dialog'): an icon by type, the shipment number
// as a link, origin and destination, 'Reloads (count)' for non-brokers and the actions: 'Book Now'
// (hidden for a TMS-contract origination in tendering status) and 'Offer Rate', or a disabled
// 'Tracking Requirement Not Met' in their place. Shared by the dialog the host opens from search, the
// available-freight preview, and the preview pages of tenders and rate requests. A load that is
// booked has no booking actions: its header says who holds it, with the way on (HeldNotice).
import type { ReactNode } from 'react';
import { Button, Flex, Skeleton, Tag, Typography } from 'antd';
import {
  CarOutlined,
  CheckCircleOutlined,
  DollarOutlined,
  FileDoneOutlined,
  SwapRightOutlined,
} from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import type { LoadDetailType } from '@trucks/shared-contracts/federation/remote-modules';
import type { Shipment } from '@trucks/shared-contracts/domain/shipment';
import { RateSource } from '@trucks/shared-contracts/domain/rate-source';
import { isBookedOrLater, ShipmentStatus } from '@trucks/shared-contracts/domain/shipment-status';
import { OWN_SHIPMENT_STATE, paths } from '@trucks/shared-contracts/routes/paths';
import { placeText } from '../../../ui/load-facts';

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

const TRACKING_NOT_MET = 'Tracking Requirement Not Met';

/** Where the shipment number leads: the page of the same kind for that shipment. */
function loadDetailLink(type: LoadDetailType, shipmentNumber: string): string {
  if (type === 'tender') return paths.tenderByShipment(shipmentNumber);
  if (type === 'rate') return paths.rateByShipment(shipmentNumber);
  return paths.availableFreightPreview(shipmentNumber);
}

/** 'Book Now' is hidden for a TMS-contract origination in tendering status (spec 000 §2). */
function showsBookNow(shipment: Shipment): boolean {
  return !(
    shipment.originationType === RateSource.TmsContract && shipment.status === ShipmentStatus.Tendering
  );
}

/** Who holds a booked load: the user's company, or another carrier; undefined while it is open. */
type LoadHolder = 'yours' | 'another';

/**
 * 'On opening a shipment' (spec 000 §2): the user's company's load is already booked; a load booked or
 * later that is not the company's is booked to another carrier. Neither can be booked or offered on.
 */
export function heldBy(shipment: Shipment, companyId: string | undefined): LoadHolder | undefined {
  if (companyId && shipment.carrierId === companyId) return 'yours';
  if (isBookedOrLater(shipment.status)) return 'another';
  return undefined;
}

/**
 * In place of the booking actions, for as long as the load is shown (issue 41: a toast that came
 * seconds late and left 3 s later was the only hint, and Book Now then failed): who holds the load and
 * the way on, the company's shipment or back to the board. In the header, so no drawer title or toast
 * can cover the link.
 */
function HeldNotice({
  holder,
  shipmentNumber,
  onLeave,
}: {
  holder: LoadHolder;
  shipmentNumber: string;
  onLeave?: () => void;
}) {
  return (
    <Flex role="status" align="center" gap={8} wrap>
      {holder === 'yours' ? (
        <>
          <Tag color="green" icon={<CheckCircleOutlined />} style={{ marginInlineEnd: 0 }}>
            Booked by your company
          </Tag>
          <Link to={paths.shipmentDetails(shipmentNumber)} state={OWN_SHIPMENT_STATE} onClick={onLeave}>
            View shipment
          </Link>
        </>
      ) : (
        <>
          <Tag color="orange" style={{ marginInlineEnd: 0 }}>
            Booked to another carrier
          </Tag>
          <Link to={paths.availableFreight()} onClick={onLeave}>
            Back to Available Freight
          </Link>
        </>
      )}
    </Flex>
  );
}

export interface LoadDetailHeaderProps {
  /** Unknown until loaded when the route names a tender or rate request instead of the shipment. */
  shipmentNumber: string | undefined;
  type: LoadDetailType;
  /** The load, once read; until then route and actions wait for it. */
  shipment?: Shipment;
  /** 'Reloads (count)' is for non-brokers only. */
  showReloads?: boolean;
  reloadCount?: number;
  onBookNow?: () => void;
  onOfferRate?: () => void;
  /** A pointer or the focus reached Book Now or Offer Rate: the drawer's forms can start loading. */
  onActionIntent?: () => void;
  /** Called when the user follows a link out of the detail (the dialog closes). */
  onLeave?: () => void;
  /** A tender or rate request answers with its own actions in place of Book Now and Offer Rate. */
  actions?: ReactNode;
  /** A booked load's holder: its notice replaces every booking action (heldBy). */
  held?: LoadHolder;
}

export function LoadDetailHeader({
  shipmentNumber,
  type,
  shipment,
  showReloads = true,
  reloadCount,
  onBookNow,
  onOfferRate,
  onActionIntent,
  onLeave,
  actions,
  held,
}: LoadDetailHeaderProps) {
  const navigate = useNavigate();
  const first = shipment?.stops[0];
  const last = shipment?.stops[shipment.stops.length - 1];
  const ready = shipment !== undefined && onBookNow !== undefined;
  const trackingNotMet = shipment?.trackingRequirementMet === false;
  return (
    <Flex wrap align="center" justify="space-between" gap={12}>
      <Flex gap="middle" align="center" wrap>
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
        <Flex align="center" gap={8} aria-label="Origin and destination" wrap>
          {first && last ? (
            <>
              <span>{placeText(first)}</span>
              <SwapRightOutlined aria-label="to" />
              <span>{placeText(last)}</span>
            </>
          ) : (
            <Skeleton.Input active size="small" style={{ width: 220 }} />
          )}
        </Flex>
      </Flex>
      <Flex gap="small" wrap>
        {/* The reload search starts from this load's destination (spec 000 §2). */}
        {!showReloads ? null : shipmentNumber === undefined ? (
          <Button disabled>Reloads</Button>
        ) : (
          <Button
            onClick={() => {
              onLeave?.();
              void navigate(paths.reloads({ reloadShipment: shipmentNumber }));
            }}
          >
            {reloadCount === undefined ? 'Reloads' : `Reloads (${reloadCount})`}
          </Button>
        )}
        {held !== undefined && shipmentNumber !== undefined ? (
          <HeldNotice holder={held} shipmentNumber={shipmentNumber} onLeave={onLeave} />
        ) : trackingNotMet ? (
          <Button disabled>{TRACKING_NOT_MET}</Button>
        ) : actions !== undefined ? (
          actions
        ) : (
          <>
            {/* Book Now and Offer Rate need the load's booking rules (tracking requirement, origination,
                payment options), so they wait for its details. */}
            {shipment && !showsBookNow(shipment) ? null : (
              <Button
                type="primary"
                disabled={!ready}
                onClick={onBookNow}
                onPointerEnter={onActionIntent}
                onFocus={onActionIntent}
              >
                Book Now
              </Button>
            )}
            <Button
              disabled={!ready}
              onClick={onOfferRate}
              onPointerEnter={onActionIntent}
              onFocus={onActionIntent}
            >
              Offer Rate
            </Button>
          </>
        )}
      </Flex>
    </Flex>
  );
}
