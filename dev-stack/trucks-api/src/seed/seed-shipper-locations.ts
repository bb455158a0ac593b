// The shipper's address books: the demo shipper's own sites (the first one primary), its customers'
// and vendors' docks (some without a geocode), three other shippers' books, and dock schedules.
import { LocationType } from '@trucks/shared-contracts/domain/location-type';
import { FREIGHT_CITIES } from './cities';
import type { FreightCity } from './cities';
import type { Faker } from './seeded-faker';
import type { LocationRecord, ShipperState } from './shipper-records';
import {
  DEFAULT_DOCK_DAYS,
  DEFAULT_DOCK_EQUIPMENT_MODES,
  DEFAULT_DOCK_SHIPPING_MODES,
  DEFAULT_DOCK_STOP_TYPES,
} from './shipper-records';
import type { CompanyRecord } from '../store/records';

export type AddLocation = ReturnType<typeof locationMaker>;

/** Adds a location to a company's address book, numbered from the state's sequence. */
export function locationMaker(faker: Faker, state: ShipperState) {
  return (
    networkCompanyId: string,
    owner: CompanyRecord,
    city: FreightCity,
    options: {
      type?: LocationType;
      name?: string;
      address?: string;
      primary?: boolean;
      geocoded?: boolean;
    } = {},
  ): LocationRecord => {
    const geocoded = options.geocoded ?? true;
    const record: LocationRecord = {
      id: faker.string.uuid(),
      locationNumber: `LOC${state.sequences.locationNumber++}`,
      name:
        options.name ??
        `${owner.name} ${city.city} ${faker.helpers.arrayElement(['DC', 'Plant', 'Warehouse', 'Dock'])}`,
      locationType: options.type ?? faker.helpers.arrayElement(Object.values(LocationType)),
      isPrimaryLocation: options.primary ?? false,
      lumpersAvailable: faker.datatype.boolean(0.3),
      isAppointmentRequired: faker.datatype.boolean(0.6),
      overnightParking: faker.datatype.boolean(0.4),
      addressLine1: options.address ?? faker.location.streetAddress(),
      ...(faker.datatype.boolean(0.2)
        ? { addressLine2: `Dock ${faker.number.int({ min: 1, max: 40 })}` }
        : {}),
      city: city.city,
      province: city.state,
      postalCode: city.zip,
      country: city.country,
      phoneNumbers: [{ value: faker.phone.number({ style: 'national' }), type: 'Office', isPrimary: true }],
      ediCodes: faker.datatype.boolean(0.3)
        ? [`EDI${faker.string.alphanumeric({ length: 6, casing: 'upper' })}`]
        : [],
      email: `dock-${city.city.toLowerCase().replace(/[^a-z]+/g, '')}@${owner.companyNumber.toLowerCase()}.test`,
      dockLength: faker.helpers.arrayElement([53, 60, 75, 100]),
      ...(faker.datatype.boolean(0.5)
        ? {
            directions: faker.helpers.arrayElement([
              'Enter from the north gate.',
              'Check in at the guard shack.',
              'Trucks use the rear entrance.',
            ]),
          }
        : {}),
      companyId: owner.id,
      // Some addresses came in by EDI without a geocode: they cannot be quoted until fixed.
      ...(geocoded
        ? {
            latitude: Number((city.latitude + faker.number.float({ min: -0.04, max: 0.04 })).toFixed(5)),
            longitude: Number((city.longitude + faker.number.float({ min: -0.04, max: 0.04 })).toFixed(5)),
            ianaTimeZone: city.ianaTimeZone,
          }
        : {}),
      networkCompanyId,
    };
    state.locations.set(record.id, record);
    return record;
  };
}

export function seedShipperSites(
  faker: Faker,
  state: ShipperState,
  addLocation: AddLocation,
  parties: { shipperId: string; demoShipper: CompanyRecord; otherShippers: CompanyRecord[] },
): { ownSites: LocationRecord[]; customerDocks: LocationRecord[] } {
  const { shipperId, demoShipper, otherShippers } = parties;
  const siteCities = faker.helpers.arrayElements(FREIGHT_CITIES, 8);
  const ownSites = siteCities.map((city, index) =>
    addLocation(shipperId, demoShipper, city, {
      primary: index === 0,
      type: index < 3 ? LocationType.DistributionCenter : LocationType.Warehouse,
    }),
  );
  const customerDocks = Array.from({ length: 26 }, () =>
    addLocation(
      shipperId,
      faker.helpers.arrayElement(otherShippers),
      faker.helpers.arrayElement(FREIGHT_CITIES),
      { geocoded: faker.datatype.boolean(0.85) },
    ),
  );
  // Another shipper's address book, so scoping has something to hide.
  for (const other of otherShippers.slice(0, 3)) {
    for (let i = 0; i < 4; i += 1)
      addLocation(other.id, other, faker.helpers.arrayElement(FREIGHT_CITIES), { primary: i === 0 });
  }

  // Dock schedules for most of the demo shipper's sites: the defaults, some closed at weekends.
  for (const site of [...ownSites, ...customerDocks.slice(0, 10)]) {
    if (faker.datatype.boolean(0.2)) continue;
    const weekdaysOnly = faker.datatype.boolean(0.4);
    state.dockSchedules.set(site.id, {
      id: faker.string.uuid(),
      locationId: site.id,
      days: DEFAULT_DOCK_DAYS.map((day) =>
        weekdaysOnly && (day.dayOfWeek === 0 || day.dayOfWeek === 6)
          ? { ...day, isClosed: true }
          : weekdaysOnly
            ? { ...day, startTime: '06:00', endTime: '18:00' }
            : { ...day },
      ),
      equipmentModes: [...DEFAULT_DOCK_EQUIPMENT_MODES],
      shippingModes: [...DEFAULT_DOCK_SHIPPING_MODES],
      stopTypes: [...DEFAULT_DOCK_STOP_TYPES],
      ...(faker.datatype.boolean(0.5)
        ? {
            instructions: faker.helpers.arrayElement([
              'Appointments by phone only.',
              'Driver must bring two straps.',
              'Live unload only.',
            ]),
          }
        : {}),
    });
  }
  return { ownSites, customerDocks };
}
