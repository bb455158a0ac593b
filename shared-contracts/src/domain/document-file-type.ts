import type { ValueOf } from './const-enum';

/** Document file types (spec 001 §3). */
export const DocumentFileType = {
  ProofOfDelivery: 12,
  BillOfLading: 16,
  CarrierConfirmation: 17,
  ApInvoice: 18,
  SignedRateConfirmation: 41,
  ShipmentMiscellaneous: 45,
  CustomerProfilePicture: 49,
  ThirdParty: 64,
  TrailerPicture: 98,
} as const;
export type DocumentFileType = ValueOf<typeof DocumentFileType>;

export const DOCUMENT_FILE_TYPE_LABEL: Record<DocumentFileType, string> = {
  [DocumentFileType.ProofOfDelivery]: 'Proof of Delivery',
  [DocumentFileType.BillOfLading]: 'Bill of Lading',
  [DocumentFileType.CarrierConfirmation]: 'Carrier Confirmation',
  [DocumentFileType.ApInvoice]: 'AP Invoice',
  [DocumentFileType.SignedRateConfirmation]: 'Signed Rate Confirmation',
  [DocumentFileType.ShipmentMiscellaneous]: 'Shipment Miscellaneous',
  [DocumentFileType.CustomerProfilePicture]: 'Customer Profile Picture',
  [DocumentFileType.ThirdParty]: 'Third Party',
  [DocumentFileType.TrailerPicture]: 'Trailer Picture',
};

/** The file types a carrier may upload on a third-party invoice (spec 001 §3). */
export const THIRD_PARTY_INVOICE_FILE_TYPES = [
  DocumentFileType.ProofOfDelivery,
  DocumentFileType.ShipmentMiscellaneous,
  DocumentFileType.ApInvoice,
  DocumentFileType.ThirdParty,
] as const satisfies readonly DocumentFileType[];

/** Extensions the document viewer can show (spec 000 §5, 001 §5). */
export const VIEWABLE_DOCUMENT_EXTENSIONS = ['pdf', 'png', 'jpeg', 'jpg', 'tif', 'tiff'] as const;
export type ViewableDocumentExtension = (typeof VIEWABLE_DOCUMENT_EXTENSIONS)[number];
