// Records as the trucks API answers them, for this remote's tests.
import type { ApInvoice, Payment, PaymentDetail } from '@trucks/shared-contracts/domain/accounting';
import type {
  InvoiceDetail,
  InvoiceDocument,
  ThirdPartyInvoiceListItem,
} from '@trucks/shared-contracts/domain/invoice';
import type { InvoiceShipment } from '@trucks/shared-contracts/domain/managed-shipment';

export function apInvoice(overrides: Partial<ApInvoice> = {}): ApInvoice {
  return {
    id: 'ap-1',
    invoiceNumber: 'AP-1001',
    shipmentId: 'ship-1',
    shipmentNumber: 'S1001',
    status: 0,
    amount: 1500,
    paidAmount: 0,
    fees: 45.5,
    shipmentDate: '2026-11-02T15:00:00Z',
    invoiceDate: '2026-11-05T15:00:00Z',
    expectedPayDate: null,
    paidDate: null,
    checkNumber: null,
    originCityState: 'Dallas, TX',
    destinationCityState: 'Memphis, TN',
    missingDocuments: ['Proof of Delivery'],
    ...overrides,
  };
}

export function invoiceDetail(overrides: Partial<InvoiceDetail> = {}): InvoiceDetail {
  return {
    id: 'inv-1',
    invoiceNumber: 'TP-9',
    shipmentId: 'ship-1',
    shipmentNumber: 'S1001',
    externalInvoiceNumber: null,
    externalInvoiceAmount: null,
    status: { status: 'DRAFT', description: 'Draft' },
    thirdPartPayerBillingSettingsId: 'tpb-1',
    balance: 1204.5,
    total: 1250,
    factoringCompany: null,
    charges: [
      { description: 'Line haul', chargeTypeName: 'Line Haul', rate: 1100, units: 1 },
      { description: 'Detention', chargeTypeName: 'Accessorial', rate: 75, units: 2 },
    ],
    ...overrides,
  };
}

export function invoiceDocument(overrides: Partial<InvoiceDocument> = {}): InvoiceDocument {
  return {
    id: 'doc-1',
    name: 'pod.pdf',
    type: 12,
    entityType: 17,
    entityId: 'inv-1',
    entityDescription: null,
    extension: 'pdf',
    required: false,
    fileURL: null,
    ...overrides,
  };
}

export function thirdPartyItem(
  overrides: Partial<ThirdPartyInvoiceListItem> = {},
): ThirdPartyInvoiceListItem {
  return {
    invoiceId: 'inv-1',
    invoiceNumber: 'TP-9',
    shipmentNumber: 'S1001',
    customerName: 'Acme Foods',
    carrierLogoURL: null,
    status: { status: 'DRAFT', description: 'Draft' },
    shipmentStatus: { description: 'Delivered' },
    invoiceAmount: 1250,
    feeAndBalance: 45.5,
    dueDateTimeStamp: '2026-11-20T15:00:00Z',
    createDateTimeStamp: '2026-11-05T15:00:00Z',
    numberOfRequiredDocuments: 2,
    numberOfUploadedRequiredDocuments: 1,
    ...overrides,
  };
}

export function invoiceShipment(overrides: Partial<InvoiceShipment> = {}): InvoiceShipment {
  return {
    id: 'ship-1',
    shipmentNumber: 'S1001',
    origin: { city: 'Dallas', state: 'TX' },
    destination: { city: 'Memphis', state: 'TN' },
    status: { status: 7, description: 'Delivered' },
    ...overrides,
  };
}

export function payment(overrides: Partial<Payment> = {}): Payment {
  return {
    checkNumber: 'CHK-5001',
    paymentDate: '2026-11-10T15:00:00Z',
    paymentMethod: 1,
    amount: 2909,
    invoiceCount: 2,
    payeeName: 'Lone Star Carriers',
    ...overrides,
  };
}

export function paymentDetail(overrides: Partial<PaymentDetail> = {}): PaymentDetail {
  return {
    invoiceNumber: 'AP-1001',
    shipmentNumber: 'S1001',
    invoiceAmount: 1500,
    fees: 45.5,
    paidAmount: 1454.5,
    ...overrides,
  };
}

/** One page of a list as the API answers it. */
export function pageOf<T>(data: T[], totalCount = data.length, page = 1, pageSize = 50) {
  return { data, totalCount, page, pageSize };
}
