// Cases (accessorial requests) with comments, history and sometimes a receipt; most about the demo
// carrier's freight. Also the one long document, on the demo carrier's first case.
import {
  CaseStatus,
  CASE_STATUS_LABEL,
  CarrierCaseResolutionType,
  CasePriority,
  CaseSource,
} from '@trucks/shared-contracts/domain/case-status';
import { CaseType, CASE_TYPE_LABEL } from '@trucks/shared-contracts/domain/case-type';
import { DocumentFileType } from '@trucks/shared-contracts/domain/document-file-type';
import { EntityType } from '@trucks/shared-contracts/domain/entity-type';
import { ShipmentStatus } from '@trucks/shared-contracts/domain/shipment-status';
import type { CaseRecord, CompanyRecord, ShipmentRecord } from '../store/records';
import { addHours } from '../store/clock';
import { draftJson } from './draft-json';
import type { DocumentShelf } from './seed-documents';
import type { StaffMember } from './seed-people';
import type { Faker } from './seeded-faker';

const FIRST_CASE_NUMBER = 60_001;
/** A fixed id, so the generator (and every record after it) is not moved by this document. */
const DETENTION_LOG_ID = 'd0c00020-0000-4000-8000-000000000020';

export interface CaseSeedInputs {
  shipments: ShipmentRecord[];
  companies: ReadonlyMap<string, CompanyRecord>;
  internalStaff: StaffMember[];
  demoCarrierId: string;
  shelf: DocumentShelf;
}

export function seedCases(
  faker: Faker,
  inputs: CaseSeedInputs,
): { cases: Map<string, CaseRecord>; nextCaseNumber: number } {
  const cases = new Map<string, CaseRecord>();
  const casedShipments = faker.helpers.arrayElements(
    inputs.shipments.filter((s) => s.carrierId && s.status >= ShipmentStatus.Booked),
    130,
  );
  let caseNumber = FIRST_CASE_NUMBER;
  for (const shipment of casedShipments) {
    const caseRecord = caseOf(faker, shipment, String(caseNumber++), inputs);
    cases.set(caseRecord.id, caseRecord);
    if (faker.datatype.boolean(0.4)) {
      inputs.shelf.addDocument({
        name: `Receipt ${caseRecord.caseNumber}.png`,
        extension: 'png',
        fileType: DocumentFileType.ShipmentMiscellaneous,
        entityType: EntityType.Case,
        entityId: caseRecord.id,
        entityDescription: `Case ${caseRecord.caseNumber}`,
        ownerCompanyId: caseRecord.carrierId,
        required: false,
        contentType: 'image/png',
        render: { kind: 'png', seed: caseNumber },
      });
    }
  }
  addDetentionLog(cases, inputs);
  return { cases, nextCaseNumber: caseNumber };
}

function caseOf(
  faker: Faker,
  shipment: ShipmentRecord,
  caseNumber: string,
  inputs: CaseSeedInputs,
): CaseRecord {
  const carrierId = shipment.carrierId!;
  const status = faker.helpers.arrayElement(Object.values(CaseStatus));
  const resolution =
    status === CaseStatus.Resolved
      ? faker.helpers.arrayElement([
          CarrierCaseResolutionType.Paid,
          CarrierCaseResolutionType.Declined,
          CarrierCaseResolutionType.None,
        ])
      : CarrierCaseResolutionType.None;
  const id = faker.string.uuid();
  const caseType = faker.helpers.arrayElement(Object.values(CaseType));
  const createdAt = addHours(new Date(shipment.pickupAt), faker.number.int({ min: 1, max: 48 }));
  const assignee = faker.datatype.boolean(0.7) ? faker.helpers.arrayElement(inputs.internalStaff) : null;
  const carrierName = inputs.companies.get(carrierId)!.name;
  const caseRecord: CaseRecord = {
    id,
    caseNumber,
    caseType,
    status,
    statusDescription: CASE_STATUS_LABEL[status],
    carrierCaseResolutionType: resolution,
    isVoided: status === CaseStatus.Voided,
    involvedParties: [
      { id: carrierId, name: carrierName, partyType: 'Carrier' },
      {
        id: shipment.customerId,
        name: inputs.companies.get(shipment.customerId)!.name,
        partyType: 'Customer',
      },
    ],
    priority: faker.helpers.arrayElement(Object.values(CasePriority)),
    source: faker.helpers.arrayElement(Object.values(CaseSource)),
    shipmentId: shipment.id,
    shipmentNumber: shipment.shipmentNumber,
    orderId: null,
    subject: `${CASE_TYPE_LABEL[caseType]} on shipment ${shipment.shipmentNumber}`,
    description: faker.helpers.arrayElement([
      'Driver waited 4 hours at the receiver.',
      'Lumper fee paid at delivery, receipt attached.',
      'Appointment moved by the shipper; requesting layover.',
      'Trailer rejected at pickup for odour.',
      'Detention at pickup beyond two free hours.',
    ]),
    requestedAmount: faker.datatype.boolean(0.6) ? faker.number.int({ min: 75, max: 600 }) : null,
    assignee: assignee ? `${assignee.firstName} ${assignee.lastName}` : null,
    createdDateTime: createdAt.toISOString(),
    updatedDateTime: addHours(createdAt, faker.number.int({ min: 1, max: 72 })).toISOString(),
    carrierId,
    customerId: shipment.customerId,
    comments: [],
    history: [],
  };
  caseRecord.comments = commentsOf(faker, id, createdAt, inputs.internalStaff);
  caseRecord.history = [
    {
      id: faker.string.uuid(),
      timeStamp: createdAt.toISOString(),
      description: 'Case created',
      changedBy: carrierName,
    },
    ...(status !== CaseStatus.New
      ? [
          {
            id: faker.string.uuid(),
            timeStamp: addHours(createdAt, 2).toISOString(),
            description: `Status changed to ${CASE_STATUS_LABEL[status]}`,
            changedBy: assignee ? `${assignee.firstName} ${assignee.lastName}` : 'system',
          },
        ]
      : []),
  ];
  return caseRecord;
}

/** One to four comments, taking turns: the carrier's dispatch first, then the staff. */
function commentsOf(
  faker: Faker,
  caseId: string,
  createdAt: Date,
  internalStaff: StaffMember[],
): CaseRecord['comments'] {
  const commentCount = faker.number.int({ min: 1, max: 4 });
  return Array.from({ length: commentCount }, (_, i) => {
    const byCarrier = i % 2 === 0;
    const author = byCarrier
      ? { firstName: 'Carrier', lastName: 'Dispatch' }
      : faker.helpers.arrayElement(internalStaff);
    const text = faker.helpers.arrayElement([
      'Receipt attached.',
      'We are reviewing the request.',
      'Please send the signed BOL.',
      'Approved for the requested amount.',
      'Driver confirms times on the BOL.',
    ]);
    return {
      id: faker.string.uuid(),
      content: text,
      jsonContent: draftJson(text),
      htmlContent: `<p>${text}</p>`,
      timeStamp: addHours(createdAt, i * 5 + 1).toISOString(),
      createdBy: { firstName: author.firstName, lastName: author.lastName, profilePicture: null },
      caseId,
      isReadOnly: !byCarrier,
      allowPortalAccess: byCarrier || faker.datatype.boolean(0.7),
    };
  });
}

/** A 20-page detention log on the demo carrier's first case, for the viewer's paging and its benchmark. */
function addDetentionLog(cases: ReadonlyMap<string, CaseRecord>, inputs: CaseSeedInputs): void {
  const firstDemoCase = [...cases.values()].find((c) => c.carrierId === inputs.demoCarrierId);
  if (!firstDemoCase) return;
  inputs.shelf.addDocument({
    id: DETENTION_LOG_ID,
    name: `Detention log ${firstDemoCase.caseNumber}.pdf`,
    extension: 'pdf',
    fileType: DocumentFileType.ShipmentMiscellaneous,
    entityType: EntityType.Case,
    entityId: firstDemoCase.id,
    entityDescription: `Case ${firstDemoCase.caseNumber}`,
    ownerCompanyId: inputs.demoCarrierId,
    required: false,
    contentType: 'application/pdf',
    render: {
      kind: 'pdf',
      title: `Detention log, case ${firstDemoCase.caseNumber}`,
      lines: ['Gate in, dock assignment, loading start and finish, gate out, by the hour.'],
      pages: 20,
    },
  });
}
