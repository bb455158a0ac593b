// Notes on the demo carrier's shipments (the notes panel): the demo admin's, and now and then an
// internal one by the staff that the carrier does not see.
import { EntityType } from '@trucks/shared-contracts/domain/entity-type';
import type { NoteRecord, ShipmentRecord } from '../store/records';
import type { UserRecord } from '../store/store';
import { addHours } from '../store/clock';
import { draftJson } from './draft-json';
import type { StaffMember } from './seed-people';
import type { Faker } from './seeded-faker';

export interface NoteSeedInputs {
  shipments: ShipmentRecord[];
  demoCarrierId: string;
  demoAdmin: UserRecord;
  internalStaff: StaffMember[];
}

export function seedNotes(faker: Faker, inputs: NoteSeedInputs): Map<string, NoteRecord> {
  const { demoAdmin } = inputs;
  const staff = inputs.internalStaff[0]!;
  const notes = new Map<string, NoteRecord>();
  const notedShipments = inputs.shipments.filter((s) => s.carrierId === inputs.demoCarrierId).slice(0, 80);
  for (const shipment of notedShipments) {
    // The bound is drawn again on every turn: kept so, because the data set depends on every draw.
    for (let i = 0; i < faker.number.int({ min: 1, max: 3 }); i += 1) {
      const internal = i === 2;
      const text = internal
        ? 'Internal: carrier asked for a rate review.'
        : faker.helpers.arrayElement([
            'Driver is 30 minutes out.',
            'Checked in at the shipper.',
            'Seal number 44120 recorded.',
            'Running on time.',
          ]);
      const id = faker.string.uuid();
      notes.set(id, {
        id,
        noteContent: text,
        noteHTML: `<p>${text}</p>`,
        noteJSON: draftJson(text),
        createDateTime: addHours(new Date(shipment.pickupAt), i * 3).toISOString(),
        creator: internal
          ? { firstName: staff.firstName, lastName: staff.lastName, profilePicture: null }
          : { firstName: demoAdmin.firstName, lastName: demoAdmin.lastName, profilePicture: null },
        allowPortalAccess: !internal,
        isReadonly: internal,
        entityId: shipment.id,
        entityType: EntityType.Shipment,
        entityDescription: `Shipment ${shipment.shipmentNumber}`,
        entityLink: `/all-shipments/${shipment.shipmentNumber}/preview`,
        companyId: internal ? null : inputs.demoCarrierId,
        authorUserId: internal ? null : demoAdmin.id,
      });
    }
  }
  return notes;
}
