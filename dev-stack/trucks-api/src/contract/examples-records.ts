// Contract examples for cases, notes, documents, financials and contacts. The demo carrier's admin
// makes every call; writes take records no other example uses, found in the seed.
import { DEMO_COMPANIES } from '../../../demo-accounts';
import { CaseType } from '@trucks/shared-contracts/domain/case-type';
import { DocumentFileType } from '@trucks/shared-contracts/domain/document-file-type';
import { EntityType } from '@trucks/shared-contracts/domain/entity-type';
import { InvoiceStatus } from '@trucks/shared-contracts/domain/invoice-status';
import { ShipmentStatus } from '@trucks/shared-contracts/domain/shipment-status';
import { draftJson } from '../seed/draft-json';
import { renderPng } from '../seed/document-files';
import { multipartBody } from '../test-support/trucks-api-harness';
import type { CaseRecord, DocumentRecord, NoteRecord, ShipmentRecord } from '../store/records';
import type { ContactRecord, ThirdPartyInvoiceRecord, TrucksStore } from '../store/store';
import { seeded } from './example-types';
import type { ContractExamples } from './example-types';

const CARRIER = DEMO_COMPANIES.carrier.id;

const ownCase = (store: TrucksStore): CaseRecord =>
  seeded(
    store.cases.values(),
    'case of the demo carrier with comments',
    (c) => c.carrierId === CARRIER && c.comments.length > 0,
  );
const deliveredLoad = (store: TrucksStore, index = 0): ShipmentRecord => {
  const loads = [...store.shipments.values()].filter(
    (s) => s.carrierId === CARRIER && s.status >= ShipmentStatus.Delivered,
  );
  const load = loads[index];
  if (!load) throw new Error(`The seed has fewer than ${index + 1} delivered loads of the demo carrier`);
  return load;
};
const ownNote = (store: TrucksStore, index: number): NoteRecord => {
  const notes = [...store.notes.values()].filter((n) => n.companyId === CARRIER && !n.isReadonly);
  const note = notes[index];
  if (!note) throw new Error(`The seed has fewer than ${index + 1} writable notes of the demo carrier`);
  return note;
};
const ownDocument = (store: TrucksStore, fileType: DocumentFileType, index = 0): DocumentRecord => {
  const docs = [...store.documents.values()].filter(
    (d) =>
      d.ownerCompanyId === CARRIER &&
      d.fileType === fileType &&
      d.entityType === EntityType.Shipment &&
      !d.required,
  );
  const doc = docs[index];
  if (!doc)
    throw new Error(`The seed has fewer than ${index + 1} documents of type ${fileType} of the demo carrier`);
  return doc;
};
const ownInvoice = (
  store: TrucksStore,
  matches: (i: ThirdPartyInvoiceRecord) => boolean = () => true,
): ThirdPartyInvoiceRecord =>
  seeded(
    store.thirdPartyInvoices.values(),
    'third-party invoice of the demo carrier',
    (i) => i.carrierId === CARRIER && matches(i),
  );
const colleague = (store: TrucksStore, index: number): ContactRecord => {
  const contacts = [...store.contacts.values()].filter(
    (c) => c.companyId === CARRIER && !c.deleted && !store.users.has(c.id) && c.roles.includes('AP'),
  );
  const contact = contacts[index];
  if (!contact) throw new Error(`The seed has fewer than ${index + 1} AP contacts of the demo carrier`);
  return contact;
};
const noteText = (text: string) => ({
  noteContent: text,
  noteHTML: `<p>${text}</p>`,
  noteJSON: draftJson(text),
});
const contactInput = (email: string) => ({
  firstName: 'Rosa',
  lastName: 'Delgado',
  title: 'Billing clerk',
  roles: ['BillTo'],
  emailAddresses: [{ value: email }],
  phoneNumbers: [{ value: '(214) 555-0147' }],
  locations: [],
  permissions: ['CarrierPortal'],
  is3PL: false,
  isCarrier: true,
  companyId: CARRIER,
  isPortalEnabled: true,
  accessLevels: [],
  isBroker: false,
  isBookable: true,
  isOnHold: false,
});

export const RECORDS_EXAMPLES: ContractExamples = {
  'cases.list': { input: () => ({ query: { activeOnly: true, page: 1, pageSize: 50 } }) },
  'cases.countStats': {},
  'cases.statusCounts': { input: ({ store }) => ({ query: { shipmentId: ownCase(store).shipmentId! } }) },
  'cases.search': {
    input: () => ({ body: { caseTypes: [CaseType.Detention, CaseType.Tonu], sort: '-createdDateTime' } }),
  },
  'cases.get': { input: ({ store }) => ({ params: { id: ownCase(store).id } }) },
  'cases.create': {
    input: ({ store }) => ({
      body: {
        shipmentId: deliveredLoad(store, 0).id,
        caseType: CaseType.Detention,
        subject: 'Detention at receiver',
        description: 'Waited 4 hours.',
        requestedAmount: 200,
      },
    }),
  },
  'cases.notes': {
    input: ({ store }) => ({ params: { id: ownCase(store).id }, query: { page: 1, pageSize: 50 } }),
  },
  'cases.history': { input: ({ store }) => ({ params: { id: ownCase(store).id } }) },
  'notes.list': {
    input: ({ store }) => ({
      query: { entityId: ownNote(store, 0).entityId, entityType: EntityType.Shipment },
    }),
  },
  'notes.create': {
    input: ({ store }) => {
      const shipment = deliveredLoad(store, 1);
      return {
        body: {
          entityId: shipment.id,
          entityDescription: `Shipment ${shipment.shipmentNumber}`,
          entityType: EntityType.Shipment,
          entityLink: `/all-shipments/${shipment.shipmentNumber}/preview`,
          ...noteText('Checked in at the receiver.'),
          notifyUsers: [],
        },
      };
    },
  },
  'notes.update': {
    input: ({ store }) => ({
      params: { noteId: ownNote(store, 0).id },
      body: noteText('Running 20 minutes late.'),
    }),
  },
  'notes.delete': { input: ({ store }) => ({ params: { noteId: ownNote(store, 1).id } }) },
  'notes.mentions': {
    input: ({ store }) => ({
      query: { entityType: EntityType.Shipment, shipmentId: deliveredLoad(store, 1).id },
    }),
  },
  'documents.get': {
    input: ({ store }) => ({ params: { id: ownDocument(store, DocumentFileType.ProofOfDelivery, 0).id } }),
  },
  'documents.upload': {
    input: ({ store }) => ({
      multipart: multipartBody(
        {
          name: 'Lumper receipt.png',
          fileType: String(DocumentFileType.ShipmentMiscellaneous),
          shipmentId: deliveredLoad(store, 2).id,
        },
        [
          {
            field: 'data',
            fileName: 'Lumper receipt.png',
            contentType: 'image/png',
            bytes: renderPng(11, 16, 16),
          },
        ],
      ),
    }),
  },
  'documents.delete': {
    input: ({ store }) => ({ params: { id: ownDocument(store, DocumentFileType.TrailerPicture, 0).id } }),
  },
  'documents.trigger': {
    input: ({ store }) => ({
      params: { id: ownDocument(store, DocumentFileType.TrailerPicture, 1).id },
      body: { fileType: DocumentFileType.ShipmentMiscellaneous },
    }),
  },
  'documents.shipmentDocumentEvent': {
    input: ({ store }) => {
      const pod = ownDocument(store, DocumentFileType.ProofOfDelivery, 1);
      return {
        params: { id: pod.entityId },
        body: { documentId: pod.id, fileType: DocumentFileType.ProofOfDelivery, action: 'Uploaded' },
      };
    },
  },
  'thirdPartyInvoices.list': { input: () => ({ query: { page: 1, pageSize: 50 } }) },
  'invoices.list': { input: () => ({ query: { status: 'All', page: 1, pageSize: 50 } }) },
  'invoices.summary': {},
  'invoices.get': { input: ({ store }) => ({ params: { id: ownInvoice(store).invoiceId } }) },
  'invoices.update': {
    input: ({ store }) => ({
      params: {
        invoiceId: ownInvoice(
          store,
          (i) =>
            i.status.status === InvoiceStatus.Draft &&
            (store.shipments.get(i.shipmentId)?.status ?? 0) >= ShipmentStatus.Delivered,
        ).invoiceId,
      },
      body: { externalInvoiceNumber: 'LS-2026-0001', externalInvoiceAmount: 1500 },
    }),
  },
  'invoices.documents': { input: ({ store }) => ({ params: { id: ownInvoice(store).invoiceId } }) },
  'invoices.requiredDocuments': {
    input: ({ store }) => ({
      params: {
        id: ownInvoice(store, (i) => i.numberOfUploadedRequiredDocuments < i.numberOfRequiredDocuments)
          .invoiceId,
      },
    }),
  },
  'invoices.shipmentById': { input: ({ store }) => ({ params: { id: ownInvoice(store).shipmentId } }) },
  'payments.summaries': { input: () => ({ query: { page: 1, pageSize: 20 } }) },
  'payments.details': {
    input: ({ store }) => ({
      params: {
        checkNumber: seeded(
          store.payments.values(),
          'payment to the demo carrier',
          (p) => p.carrierId === CARRIER,
        ).checkNumber,
      },
    }),
  },
  'auditHistory.list': {
    input: ({ store }) => ({
      query: {
        entityType: EntityType.ThirdParty,
        entityId: ownInvoice(store, (i) => (store.auditHistory.get(i.invoiceId)?.length ?? 0) > 1).invoiceId,
      },
    }),
  },
  'staticData.list': { input: () => ({ params: { listName: 'fileTypes' } }) },
  'contacts.list': {
    input: () => ({ query: { roles: ['AP', 'BillTo'], page: 1, pageSize: 50, fuzzyMatch: true } }),
  },
  'contacts.currentUser': {},
  'contacts.get': { input: ({ store }) => ({ params: { id: colleague(store, 0).id } }) },
  'contacts.create': { input: () => ({ body: contactInput('rosa.delgado@lonestar.test') }) },
  'contacts.update': {
    input: ({ store }) => ({
      params: { id: colleague(store, 0).id },
      body: contactInput('rosa.updated@lonestar.test'),
    }),
  },
  'contacts.delete': { input: ({ store }) => ({ params: { id: colleague(store, 1).id } }) },
  'contacts.updateProfilePicture': {
    input: ({ store }) => ({
      params: {
        id: seeded(
          store.users.values(),
          'demo carrier admin',
          (u) => u.companyId === CARRIER && u.roles.includes('Admin'),
        ).id,
      },
      body: { name: 'me.png', type: 'ContactProfilepicture', data: renderPng(5, 8, 8).toString('base64') },
    }),
  },
  'contacts.removeProfilePicture': {
    input: ({ store }) => ({
      params: {
        id: seeded(
          store.users.values(),
          'demo carrier admin',
          (u) => u.companyId === CARRIER && u.roles.includes('Admin'),
        ).id,
      },
    }),
  },
  'contacts.searchDrivers': { input: () => ({ query: { q: '', page: 1, pageSize: 50 } }) },
  'contacts.byCompany': { input: () => ({ params: { companyNumber: DEMO_COMPANIES.carrier.number } }) },
};
