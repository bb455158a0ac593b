// A shipment's documents, as one read of the one query client: mf-cases-notes' documents panel shows
// them, and a page that embeds the panel (a driver's cards, in mf-shipments) reads them ahead, so the
// panel renders complete in its first frame instead of growing when they arrive.
import { shipmentCalls } from '@trucks/shared-contracts/api/catalogue/shipments';
import { queryKeys } from '@trucks/shared-contracts/api/query-keys';
import { apiQueryOptions } from './use-api';

export const shipmentDocumentsOptions = (shipmentId: string | undefined) => ({
  ...apiQueryOptions(shipmentCalls.documents, queryKeys.documents.list({ shipmentId }), {
    params: { id: shipmentId ?? '' },
  }),
  enabled: !!shipmentId,
});
