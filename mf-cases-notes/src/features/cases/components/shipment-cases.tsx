// A shipment's cases, embedded by mf-shipments on the shipment preview's Cases tab: the list (up to
// 1000 per shipment, spec 001 §9) and 'Create Case', which opens the create dialog for this shipment.
import { useState } from 'react';
import { Button, Flex, Typography } from 'antd';
import type { ShipmentCasesProps } from '@trucks/shared-contracts/federation/remote-modules';
import { DetailSection } from '@trucks/shared-ui/detail-section';
import { CreateCaseDialog } from './create-case-dialog';

export function ShipmentCases({ shipmentId, shipmentNumber }: ShipmentCasesProps) {
  const [creating, setCreating] = useState(false);
  // Frame only: not read yet (the package README says what is built).
  const loading = true;
  return (
    <section aria-label={`Cases of shipment ${shipmentNumber}`}>
      <Flex justify="space-between" align="center" style={{ marginBottom: 12 }}>
        <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>
          Cases
        </Typography.Title>
        <Button type="primary" onClick={() => setCreating(true)}>
          Create Case
        </Button>
      </Flex>
      <DetailSection title="Cases for this shipment" loading={loading} />
      <CreateCaseDialog
        shipmentId={shipmentId}
        shipmentNumber={shipmentNumber}
        open={creating}
        onClose={() => setCreating(false)}
      />
    </section>
  );
}
