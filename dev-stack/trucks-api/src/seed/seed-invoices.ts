// Money owed on freight: an AP invoice for every booked shipment (with its paperwork), and
// third-party payer invoices with their required documents and audit history; the demo carrier's 3PL
// network bills most of its delivered freight.
import { DEMO_COMPANIES } from '../../../demo-accounts';
import { ShipmentStatus, SHIPMENT_STATUS_LABEL } from '@trucks/shared-contracts/domain/shipment-status';
import {
  InvoiceStatus,
  AccountingInvoiceStatus,
  ACCOUNTING_INVOICE_STATUS_LABEL,
  INVOICE_STATUS_LABEL,
} from '@trucks/shared-contracts/domain/invoice-status';
import { DocumentFileType } from '@trucks/shared-contracts/domain/document-file-type';
import { EntityType } from '@trucks/shared-contracts/domain/entity-type';
import type { AuditHistoryEntry, InvoiceCharge } from '../store/wire-types';
import type { CarrierRecord, CompanyRecord, ShipmentRecord } from '../store/records';
import type { ApInvoiceRecord, ThirdPartyInvoiceRecord } from '../store/store';
import { addDays } from '../store/clock';
import { addShipmentDocuments } from './seed-documents';
import type { DocumentShelf } from './seed-documents';
import type { Faker } from './seeded-faker';

const CHARGE_TYPES = [
  'Line Haul',
  'Fuel Surcharge',
  'Detention',
  'Lumper',
  'Layover',
  'Tarp',
  'Driver Assist',
];

export interface InvoiceSeedInputs {
  shipments: ShipmentRecord[];
  companies: ReadonlyMap<string, CompanyRecord>;
  carriers: ReadonlyMap<string, CarrierRecord>;
  demoCarrierId: string;
  shelf: DocumentShelf;
}

export interface SeededInvoices {
  apInvoices: Map<string, ApInvoiceRecord>;
  thirdPartyInvoices: Map<string, ThirdPartyInvoiceRecord>;
  auditHistory: Map<string, AuditHistoryEntry[]>;
  /** Paid AP invoices by carrier, in seed order: the payments group them. */
  paidByCarrier: Map<string, ApInvoiceRecord[]>;
}

/** AP and third-party invoices share one number sequence. */
type InvoiceNumbers = { next: number };

export function seedInvoices(faker: Faker, inputs: InvoiceSeedInputs): SeededInvoices {
  const seeded: SeededInvoices = {
    apInvoices: new Map(),
    thirdPartyInvoices: new Map(),
    auditHistory: new Map(),
    paidByCarrier: new Map(),
  };
  const numbers: InvoiceNumbers = { next: 500_001 };
  for (const shipment of inputs.shipments) {
    if (!shipment.carrierId || shipment.status < ShipmentStatus.Booked) continue;
    const ap = apInvoiceOf(faker, shipment, shipment.carrierId, numbers);
    seeded.apInvoices.set(ap.id, ap);
    if (ap.status === AccountingInvoiceStatus.PaidInFull) {
      seeded.paidByCarrier.set(shipment.carrierId, [
        ...(seeded.paidByCarrier.get(shipment.carrierId) ?? []),
        ap,
      ]);
    }
    addShipmentDocuments(faker, inputs.shelf, shipment, inputs.companies.get(shipment.carrierId)!);
    if (
      shipment.status >= ShipmentStatus.Booked &&
      (shipment.carrierId === inputs.demoCarrierId || faker.datatype.boolean(0.4))
    ) {
      const { invoice, status } = thirdPartyInvoiceOf(faker, shipment, shipment.carrierId, numbers, inputs);
      seeded.thirdPartyInvoices.set(invoice.invoiceId, invoice);
      seeded.auditHistory.set(invoice.invoiceId, auditHistoryOf(faker, shipment, status));
    }
  }
  return seeded;
}

function apInvoiceOf(
  faker: Faker,
  shipment: ShipmentRecord,
  carrierId: string,
  numbers: InvoiceNumbers,
): ApInvoiceRecord {
  const first = shipment.stops[0]!;
  const last = shipment.stops[shipment.stops.length - 1]!;
  const lineHaul = shipment.maxBuy;
  const delivered = shipment.status >= ShipmentStatus.Delivered;
  const accountingStatus: ApInvoiceRecord['status'] = !delivered
    ? AccountingInvoiceStatus.Draft
    : shipment.status === ShipmentStatus.Delivered
      ? faker.helpers.arrayElement([
          AccountingInvoiceStatus.Draft,
          AccountingInvoiceStatus.Received,
          AccountingInvoiceStatus.Settled,
        ])
      : faker.helpers.arrayElement([
          AccountingInvoiceStatus.Settled,
          AccountingInvoiceStatus.PaidInFull,
          AccountingInvoiceStatus.PaidInFull,
        ]);
  const invoiced = accountingStatus !== AccountingInvoiceStatus.Draft;
  const paid = accountingStatus === AccountingInvoiceStatus.PaidInFull;
  return {
    id: faker.string.uuid(),
    invoiceNumber: invoiced ? `AP${numbers.next++}` : null,
    shipmentId: shipment.id,
    shipmentNumber: shipment.shipmentNumber,
    shipmentDate: shipment.pickupAt,
    invoiceDate: invoiced ? addDays(new Date(shipment.deliveryAt), 1).toISOString() : null,
    status: accountingStatus,
    statusDescription: ACCOUNTING_INVOICE_STATUS_LABEL[accountingStatus],
    amount: lineHaul,
    paidAmount: paid ? lineHaul : 0,
    fees: 0,
    expectedPayDate: invoiced ? addDays(new Date(shipment.deliveryAt), 30).toISOString() : null,
    paidDate: null,
    originCityState: `${first.city}, ${first.state}`,
    destinationCityState: `${last.city}, ${last.state}`,
    missingDocuments: invoiced ? [] : ['Proof of Delivery'],
    carrierId,
    checkNumber: null,
  };
}

function thirdPartyCharges(faker: Faker, shipment: ShipmentRecord): InvoiceCharge[] {
  return [
    { description: 'Line haul', chargeTypeName: 'Line Haul', rate: shipment.maxBuy, units: 1 },
    {
      description: 'Fuel surcharge per mile',
      chargeTypeName: 'Fuel Surcharge',
      rate: 0.45,
      units: Math.round(shipment.miles),
    },
    ...faker.helpers.arrayElements(CHARGE_TYPES.slice(2), { min: 0, max: 2 }).map((name) => ({
      description: name,
      chargeTypeName: name,
      rate: faker.number.int({ min: 50, max: 150 }),
      units: faker.number.int({ min: 1, max: 3 }),
    })),
  ];
}

function thirdPartyInvoiceOf(
  faker: Faker,
  shipment: ShipmentRecord,
  carrierId: string,
  numbers: InvoiceNumbers,
  inputs: InvoiceSeedInputs,
): { invoice: ThirdPartyInvoiceRecord; status: InvoiceStatus } {
  const delivered = shipment.status >= ShipmentStatus.Delivered;
  const status: InvoiceStatus = !delivered
    ? InvoiceStatus.Draft
    : faker.helpers.weightedArrayElement([
        { weight: 3, value: InvoiceStatus.Draft },
        { weight: 3, value: InvoiceStatus.Received },
        { weight: 2, value: InvoiceStatus.Settled },
        { weight: 3, value: InvoiceStatus.PaidInFull },
      ]);
  const charges = thirdPartyCharges(faker, shipment);
  const total = Math.round(charges.reduce((sum, c) => sum + c.rate * c.units, 0) * 100) / 100;
  const fee =
    status === InvoiceStatus.PaidInFull
      ? total
      : status === InvoiceStatus.Settled
        ? Math.round(total * 0.03 * 100) / 100
        : 0;
  const id = faker.string.uuid();
  const number = `TP${numbers.next++}`;
  const customer = inputs.companies.get(shipment.customerId)!;
  const withFactoring = inputs.carriers.get(carrierId)?.hasFactoringCompany ?? false;
  const requiredTypes = [DocumentFileType.ProofOfDelivery, DocumentFileType.ApInvoice];
  let uploaded = 0;
  for (const fileType of requiredTypes) {
    const present = delivered && faker.datatype.boolean(0.6);
    if (present) uploaded += 1;
    inputs.shelf.addDocument({
      name: fileType === DocumentFileType.ProofOfDelivery ? `POD ${number}.pdf` : `Invoice ${number}.pdf`,
      extension: 'pdf',
      fileType,
      entityType: EntityType.ThirdParty,
      entityId: id,
      entityDescription: `Invoice ${number}`,
      ownerCompanyId: carrierId,
      required: !present,
      contentType: 'application/pdf',
      render: present
        ? {
            kind: 'pdf',
            title: `${fileType === DocumentFileType.ProofOfDelivery ? 'Proof of Delivery' : 'Invoice'} ${number}`,
            lines: [`Shipment ${shipment.shipmentNumber}`, `Amount $${total.toFixed(2)}`],
          }
        : null,
    });
  }
  const invoice: ThirdPartyInvoiceRecord = {
    invoiceId: id,
    invoiceNumber: number,
    shipmentNumber: shipment.shipmentNumber,
    customerName: customer.name,
    carrierLogoURL: null,
    status: { status, description: INVOICE_STATUS_LABEL[status] },
    shipmentStatus: { description: SHIPMENT_STATUS_LABEL[shipment.status] },
    invoiceAmount: total,
    feeAndBalance: fee,
    dueDateTimeStamp: delivered ? addDays(new Date(shipment.deliveryAt), 30).toISOString() : null,
    createDateTimeStamp: addDays(new Date(shipment.pickupAt), -1).toISOString(),
    numberOfRequiredDocuments: requiredTypes.length,
    numberOfUploadedRequiredDocuments: uploaded,
    detail: {
      id,
      invoiceNumber: number,
      shipmentId: shipment.id,
      externalInvoiceNumber: status === InvoiceStatus.Draft ? null : `EXT-${faker.string.numeric(6)}`,
      externalInvoiceAmount: status === InvoiceStatus.Draft ? null : total,
      status: { status, description: INVOICE_STATUS_LABEL[status] },
      thirdPartPayerBillingSettingsId: faker.string.uuid(),
      balance: Math.round((total - fee) * 100) / 100,
      total,
      factoringCompany: withFactoring
        ? {
            id: DEMO_COMPANIES.factoring.id,
            name: DEMO_COMPANIES.factoring.name,
            addressLine1: 'PO Box 1200',
            city: 'Wichita',
            state: 'KS',
            postalCode: '67201',
          }
        : null,
      charges,
    },
    carrierId,
    shipmentId: shipment.id,
    loadDate: shipment.pickupAt,
    isAuditable: faker.datatype.boolean(0.85),
    actionRequired: delivered && status === InvoiceStatus.Draft,
  };
  return { invoice, status };
}

function auditHistoryOf(faker: Faker, shipment: ShipmentRecord, status: InvoiceStatus): AuditHistoryEntry[] {
  return [
    {
      id: faker.string.uuid(),
      timeStamp: addDays(new Date(shipment.pickupAt), -1).toISOString(),
      changedBy: 'system',
      field: 'status',
      oldValue: null,
      newValue: InvoiceStatus.Draft,
    },
    ...(status !== InvoiceStatus.Draft
      ? [
          {
            id: faker.string.uuid(),
            timeStamp: addDays(new Date(shipment.deliveryAt), 1).toISOString(),
            changedBy: 'AP team',
            field: 'status',
            oldValue: InvoiceStatus.Draft,
            newValue: status,
          },
        ]
      : []),
  ];
}
