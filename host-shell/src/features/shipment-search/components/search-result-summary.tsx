// One search result: shipment number, status description chip, 'City, ST -> City, ST' (spec 000 §2).
import { Flex, Spin, Tag, Typography } from 'antd';
import type { ShipmentSearchResult } from '@trucks/shared-contracts/domain/shipment';
import { SHIPMENT_STATUS_COLOR } from '@trucks/shared-contracts/domain/shipment-status';
import { laneOf } from '../api/search-result';
import type { ShipmentSearchState } from '../api/shipment-search';

const NO_OPTIONS_TEXT = 'No Options';

export function SearchResultSummary({ result }: { result: ShipmentSearchResult }) {
  return (
    <Flex vertical gap={2} style={{ minWidth: 0 }}>
      <Flex justify="space-between" align="center" gap="small">
        <Typography.Text strong>{result.shipmentNumber}</Typography.Text>
        <Tag color={SHIPMENT_STATUS_COLOR[result.shipmentStatus] ?? 'default'} style={{ marginInlineEnd: 0 }}>
          {result.shipmentStatusDescription}
        </Tag>
      </Flex>
      <Typography.Text type="secondary" ellipsis>
        {laneOf(result)}
      </Typography.Text>
    </Flex>
  );
}

/** What shows in place of results: searching, the failure message, or 'No Options'. */
export function SearchFeedback({ state }: { state: ShipmentSearchState }) {
  if (state.kind === 'searching') {
    return (
      <Flex role="status" aria-label="Searching shipments" align="center" gap="small" style={{ padding: 4 }}>
        <Spin size="small" />
        <Typography.Text type="secondary">Searching…</Typography.Text>
      </Flex>
    );
  }
  if (state.kind === 'failed') {
    return (
      <Typography.Text role="alert" type="danger" style={{ display: 'block', padding: 4 }}>
        {state.message}
      </Typography.Text>
    );
  }
  if (state.kind === 'found' && state.results.length === 0) {
    return <Typography.Text style={{ display: 'block', padding: 4 }}>{NO_OPTIONS_TEXT}</Typography.Text>;
  }
  return null;
}
