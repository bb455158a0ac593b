// The documents calls (spec 000 §7, 001 §7): the documents of a shipment or of an invoice (with its
// required-document placeholders), a shipment's order dropoffs (proof of delivery hangs on one),
// upload, delete, the document trigger and the shipment document event after an upload or a delete.
import { useQuery } from '@tanstack/react-query';
import { casesNotesDocumentsCalls } from '@trucks/shared-contracts/api/catalogue/cases-notes-documents';
import { financialCalls } from '@trucks/shared-contracts/api/catalogue/financials';
import { shipmentCalls } from '@trucks/shared-contracts/api/catalogue/shipments';
import { queryKeys } from '@trucks/shared-contracts/api/query-keys';
import { shipmentDocumentsOptions } from '@trucks/shared-ui/shipment-documents';
import { apiQueryOptions, useApiMutation } from '@trucks/shared-ui/use-api';

const calls = casesNotesDocumentsCalls;

/** A driver's cards read it ahead (shared-ui's shipmentDocumentsOptions), so the panel starts complete. */
export const useShipmentDocuments = (shipmentId: string | undefined) =>
  useQuery(shipmentDocumentsOptions(shipmentId));

export const useInvoiceDocuments = (invoiceId: string | undefined) =>
  useQuery({
    ...apiQueryOptions(financialCalls.invoiceDocuments, queryKeys.documents.list({ invoiceId }), {
      params: { id: invoiceId ?? '' },
    }),
    enabled: !!invoiceId,
  });

/** Asked only while the upload dialog is open for a proof of delivery. */
export const useOrderDropoffs = (shipmentId: string | undefined, enabled: boolean) =>
  useQuery({
    ...apiQueryOptions(
      shipmentCalls.orderDropoffs,
      queryKeys.shipments.part(shipmentId ?? '', 'orderDropoffs'),
      {
        params: { id: shipmentId ?? '' },
      },
    ),
    enabled: enabled && !!shipmentId,
  });

export const useUploadDocument = () => useApiMutation(calls.uploadDocument);
export const useDeleteDocument = () => useApiMutation(calls.deleteDocument);
export const useDocumentTrigger = () => useApiMutation(calls.documentTrigger);
export const useShipmentDocumentEvent = () => useApiMutation(calls.shipmentDocumentEvent);
