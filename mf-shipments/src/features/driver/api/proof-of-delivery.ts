// POST shipments/{id}/documents (spec 000 §7), multipart: a proof of delivery at a dropoff, sent from
// the driver's phone. Refreshes the shipment, its documents and the invoices that wait for it.
import { API } from '@trucks/shared-contracts/api/catalogue';
import { useApiMutation } from '@trucks/shared-ui/use-api';

export const useUploadShipmentDocument = () => useApiMutation(API.shipments.uploadDocument);
