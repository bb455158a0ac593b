// The orders that fit one truck with the base order (tmsShipments.consolidatableOrders), each ticked to
// ride along; before a base order is named, a hint; a refused read, its message and Retry.
import { Button, Checkbox, Flex, Skeleton, Typography } from 'antd';
import type { Order } from '@trucks/shared-contracts/domain/order';
import { formatWeight } from '@trucks/shared-contracts/format/measure';
import { formatErrorMessage } from '@trucks/shared-contracts/rules/error-message';
import { EmptyState } from '@trucks/shared-ui/empty-state';
import { RowTable } from '@trucks/shared-ui/row-table';
import { orderWeight, stopPlace, stopWhen } from '../../../lib/order-summary';
import type { useConsolidatableOrders } from '../api/consolidation';
import { orderUnits } from '../lib/booking-rules';

export interface ConsolidationCandidatesProps {
  orderNumber: string;
  candidates: ReturnType<typeof useConsolidatableOrders>;
  chosen: readonly string[];
  onChoose: (update: (current: string[]) => string[]) => void;
}

export function ConsolidationCandidates({
  orderNumber,
  candidates,
  chosen,
  onChoose,
}: ConsolidationCandidatesProps) {
  if (!orderNumber)
    return <EmptyState message="Enter an open order to find the orders that can ride with it." />;
  if (candidates.isError)
    return (
      <EmptyState
        message={formatErrorMessage(candidates.error.body, candidates.error.message)}
        action={<Button onClick={() => void candidates.refetch()}>Retry</Button>}
      />
    );
  if (candidates.isLoading) return <Skeleton active paragraph={{ rows: 4 }} />;
  return (
    <RowTable<Order>
      size="small"
      label="Orders that fit one truck"
      rowKey={(o) => o.orderNumber}
      rows={candidates.data ?? []}
      empty={`No other open order fits one truck with order ${orderNumber} within these limits.`}
      columns={[
        {
          key: 'pick',
          title: 'Add',
          width: 60,
          render: (o) => (
            <Checkbox
              aria-label={`Add order ${o.orderNumber}`}
              checked={chosen.includes(o.orderNumber)}
              onChange={(e) =>
                onChoose((current) =>
                  e.target.checked ? [...current, o.orderNumber] : current.filter((n) => n !== o.orderNumber),
                )
              }
            />
          ),
        },
        { key: 'number', title: 'Order #', render: (o) => o.orderNumber },
        {
          key: 'stops',
          title: 'Stops',
          render: (o) => (
            <Flex vertical>
              {o.stops.map((stop, i) => (
                <span key={stop.id ?? i}>
                  {stop.type} {stopPlace(stop)}{' '}
                  <Typography.Text type="secondary">{stopWhen(stop)}</Typography.Text>
                </span>
              ))}
            </Flex>
          ),
        },
        { key: 'weight', title: 'Weight', render: (o) => formatWeight(orderWeight(o)) },
        { key: 'units', title: 'Units', render: (o) => orderUnits(o) },
      ]}
    />
  );
}
