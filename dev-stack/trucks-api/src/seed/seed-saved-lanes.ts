// Saved lanes of the demo carrier's and the broker's users (the load board's saved searches).
import { DEMO_ACCOUNTS } from '../../../demo-accounts';
import { EquipmentType } from '@trucks/shared-contracts/domain/equipment-type';
import type { SavedLaneRecord } from '../store/records';
import { addDays } from '../store/clock';
import { FREIGHT_CITIES } from './cities';
import type { Faker } from './seeded-faker';

export function seedSavedLanes(
  faker: Faker,
  referenceDay: Date,
  companyIds: readonly string[],
): Map<string, SavedLaneRecord> {
  const savedLanes = new Map<string, SavedLaneRecord>();
  for (const account of DEMO_ACCOUNTS.filter((a) => companyIds.includes(a.companyId))) {
    for (let i = 0; i < 4; i += 1) {
      const [from, to] = faker.helpers.arrayElements(FREIGHT_CITIES, 2);
      const id = faker.string.uuid();
      savedLanes.set(id, {
        id,
        ownerUserId: account.id,
        name: `${from!.city} to ${to!.city}`,
        originCity: from!.city,
        originState: from!.state,
        originRadius: faker.helpers.arrayElement([50, 100, 150]),
        destinationCity: to!.city,
        destinationState: to!.state,
        destinationRadius: faker.helpers.arrayElement([50, 100, 150]),
        equipmentTypes: faker.helpers.arrayElement([
          0,
          EquipmentType.Van,
          EquipmentType.Reefer,
          EquipmentType.Van | EquipmentType.Reefer,
          EquipmentType.FlatBed,
        ]),
        notify: faker.datatype.boolean(0.6),
        createdDateTime: addDays(referenceDay, -faker.number.int({ min: 3, max: 200 })).toISOString(),
      });
    }
  }
  return savedLanes;
}
