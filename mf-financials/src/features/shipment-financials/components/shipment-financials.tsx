// A shipment's money, embedded by mf-shipments on the shipment preview's Financials tab: the invoice
// for the shipment, its charges and the payments against it.
import { Typography } from 'antd';
import type { ShipmentFinancialsProps } from '@trucks/shared-contracts/federation/remote-modules';
import { DetailSection } from '@trucks/shared-ui/detail-section';

const SHIPMENT_FINANCIALS_SECTIONS = ['Invoice', 'Charges', 'Payments'] as const;

export function ShipmentFinancials({ shipmentNumber }: ShipmentFinancialsProps) {
  // Frame only: not read yet (the package README says what is built).
  const loading = true;
  return (
    <section aria-label={`Financials of shipment ${shipmentNumber}`}>
      <Typography.Title level={3} style={{ fontSize: 16 }}>
        Financials
      </Typography.Title>
      {SHIPMENT_FINANCIALS_SECTIONS.map((title) => (
        <DetailSection key={title} title={title} loading={loading} />
      ))}
    </section>
  );
}
