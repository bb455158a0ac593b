// The third-party invoice's documents and comments, rendered by mf-cases-notes. Invoice comments never
// offer mentions (spec 001 §5).
import { EntityType } from '@trucks/shared-contracts/domain/entity-type';
import { paths } from '@trucks/shared-contracts/routes/paths';
import { RemoteRegion } from '@trucks/shared-ui/remote-region';

export interface LoadedThirdPartyInvoice {
  id: string;
  invoiceNumber: string;
  shipmentId: string;
  /** For uploads that need the shipment's dropoffs (proof of delivery). */
  shipmentNumber?: string;
}

export function ThirdPartyInvoiceDocuments({ invoice }: { invoice: LoadedThirdPartyInvoice }) {
  return (
    <RemoteRegion
      module="mf_cases_notes/DocumentsPanel"
      props={{
        entityType: EntityType.ThirdParty,
        entityId: invoice.id,
        invoiceId: invoice.id,
        shipmentId: invoice.shipmentId,
        ...(invoice.shipmentNumber ? { shipmentNumber: invoice.shipmentNumber } : {}),
      }}
    />
  );
}

export function ThirdPartyInvoiceComments({ invoice }: { invoice: LoadedThirdPartyInvoice }) {
  return (
    <RemoteRegion
      module="mf_cases_notes/NotesPanel"
      props={{
        entityId: invoice.id,
        entityType: EntityType.ThirdParty,
        entityDescription: `Invoice ${invoice.invoiceNumber}`,
        entityLink: paths.thirdPartyPayerInvoicePreview(invoice.invoiceNumber),
        mentionsEnabled: false,
      }}
    />
  );
}
