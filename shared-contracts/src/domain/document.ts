import type { EntityId, IsoDateTime } from './common';
import type { DocumentFileType } from './document-file-type';
import type { EntityType } from './entity-type';

/** A stored document (spec 001 §3 'Document (general)'); the viewer needs a known extension. */
export interface PortalDocument {
  id: EntityId;
  name: string;
  extension: string;
  fileURL?: string | null;
  /** Not in the general list; shown by the documents panel. */
  fileType?: DocumentFileType;
  entityType?: EntityType;
  entityId?: EntityId;
  createdDateTime?: IsoDateTime;
  createdBy?: string;
}

/**
 * The upload body of POST api/v2/documents (spec 001 §7): name, base64 data, file type, and by
 * kind the record it hangs on (rules/document-upload decides which one is required).
 */
export interface DocumentUpload {
  name: string;
  /** Base64 file content. */
  data: string;
  fileType: DocumentFileType;
  orderStopId?: string;
  shipmentId?: string;
  apInvoiceId?: string;
  thirdPartyInvoiceId?: string;
}

/** A dropoff stop a proof of delivery can hang on. */
export interface OrderDropoff {
  stopNumber: number;
  stopId: EntityId;
}

/** The dropoffs of each order on a shipment (spec 001 §3 'Order dropoffs'). */
export interface OrderDropoffs {
  orderNumber: string;
  dropoffs: OrderDropoff[];
}
