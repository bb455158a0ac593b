// A shipment's cases, embedded by mf-shipments on the shipment preview's Cases tab: every case of the
// shipment on one page (spec 001 §9: 1000 per shipment) and 'Create Case' for this shipment. A new
// case shows here, in the cases list and in the badge (cases.create invalidates all three).
import { useState } from 'react';
import { Button, Flex, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { ShipmentCasesProps } from '@trucks/shared-contracts/federation/remote-modules';
import { paths } from '@trucks/shared-contracts/routes/paths';
import { DetailSection } from '@trucks/shared-ui/detail-section';
import { EmptyState } from '@trucks/shared-ui/empty-state';
import { QueryErrorAlert } from '@trucks/shared-ui/query-error-alert';
import { ShortList, ShortListRow } from '@trucks/shared-ui/short-list';
import { useShipmentCases } from '../api/cases';
import { caseDateTime, caseTypeLabel } from '../lib/case-labels';
import { CaseStatusChip } from './case-status-chip';
import { CreateCaseDialog } from './create-case-dialog';

export function ShipmentCases({ shipmentId, shipmentNumber }: ShipmentCasesProps) {
  const [creating, setCreating] = useState(false);
  const cases = useShipmentCases(shipmentId);
  const rows = cases.data?.data ?? [];

  return (
    <section aria-label={`Cases of shipment ${shipmentNumber}`}>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
        <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>
          Cases
        </Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
          Create Case
        </Button>
      </Flex>
      <DetailSection title="Cases for this shipment" loading={cases.isPending}>
        {cases.isError ? (
          <QueryErrorAlert error={cases.error} onRetry={() => void cases.refetch()} retrySize="middle" />
        ) : rows.length === 0 ? (
          <EmptyState message="No cases on this shipment yet" />
        ) : (
          <ShortList
            look="panel"
            label={`${cases.data?.totalCount ?? rows.length} cases`}
            items={rows}
            rowKey={(c) => c.id}
            itemLabel={(c) => `Case ${c.caseNumber}`}
            renderItem={(c) => (
              <ShortListRow
                title={<Link to={paths.casePreview(c.caseNumber)}>{`Case ${c.caseNumber}`}</Link>}
                description={`${caseTypeLabel(c)} · ${caseDateTime(c.createdDateTime)}`}
                actions={<CaseStatusChip caseRecord={c} />}
              />
            )}
          />
        )}
      </DetailSection>
      <CreateCaseDialog
        shipmentId={shipmentId}
        shipmentNumber={shipmentNumber}
        open={creating}
        onClose={() => setCreating(false)}
      />
    </section>
  );
}
