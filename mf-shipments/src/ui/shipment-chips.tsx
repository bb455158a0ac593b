// The chips a shipment shows everywhere: its status, how it runs against its windows, and the flags a
// dispatcher acts on (needs an update, a tracking problem). Colours are the contracts'.
import { Tag } from 'antd';
import { ON_TIME_STATUS_COLOR, ON_TIME_STATUS_LABEL } from '@trucks/shared-contracts/domain/on-time-status';
import type { OnTimeStatus } from '@trucks/shared-contracts/domain/on-time-status';
import {
  SHIPMENT_STATUS_COLOR,
  SHIPMENT_STATUS_LABEL,
} from '@trucks/shared-contracts/domain/shipment-status';
import type { ShipmentStatus } from '@trucks/shared-contracts/domain/shipment-status';
import { STOP_STATUS_COLOR, STOP_STATUS_LABEL } from '@trucks/shared-contracts/domain/stop-status';
import type { StopStatus } from '@trucks/shared-contracts/domain/stop-status';

export function ShipmentStatusTag({ status }: { status: ShipmentStatus }) {
  return <Tag color={SHIPMENT_STATUS_COLOR[status]}>{SHIPMENT_STATUS_LABEL[status]}</Tag>;
}

export function OnTimeTag({ status }: { status: OnTimeStatus | undefined }) {
  if (status === undefined) return null;
  return <Tag color={ON_TIME_STATUS_COLOR[status]}>{ON_TIME_STATUS_LABEL[status]}</Tag>;
}

export function StopStatusTag({ status }: { status: StopStatus | undefined }) {
  if (status === undefined) return null;
  return <Tag color={STOP_STATUS_COLOR[status]}>{STOP_STATUS_LABEL[status]}</Tag>;
}

export function ShipmentFlags({
  needsUpdates,
  trackingProblem,
}: {
  needsUpdates?: boolean;
  trackingProblem: boolean;
}) {
  return (
    <>
      {needsUpdates ? <Tag color="red">Needs Update</Tag> : null}
      {trackingProblem ? <Tag color="magenta">Tracking Problem</Tag> : null}
    </>
  );
}
