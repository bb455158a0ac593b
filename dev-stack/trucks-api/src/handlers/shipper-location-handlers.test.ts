// Locations and dock schedules on the shipper side, and geocoding over the seed cities.
import { API } from '@trucks/shared-contracts/api/catalogue';
import { EquipmentMode } from '@trucks/shared-contracts/domain/equipment-mode';
import { DockStopType, LocationType } from '@trucks/shared-contracts/domain/location-type';
import { ShippingMode } from '@trucks/shared-contracts/domain/shipping-mode';
import type { DockSchedule, Location } from '@trucks/shared-contracts/domain/location';
import type { PagedList } from '@trucks/shared-contracts/domain/paged-list';
import type { GeocodedPlace, LocationInput } from '@trucks/shared-contracts/api/catalogue/shipper';
import { DEMO_COMPANIES } from '../../../demo-accounts';
import { useTrucksApi } from '../test-support/trucks-api-suite';

const trucks = useTrucksApi({ shipper: 'shipper', carrier: 'carrier-admin' });

const SHIPPER = DEMO_COMPANIES.shipper.id;

function locationInput(overrides: Partial<LocationInput> = {}): LocationInput {
  return {
    name: 'Ottawa Cross Dock',
    locationType: LocationType.CrossDock,
    isPrimaryLocation: false,
    lumpersAvailable: true,
    isAppointmentRequired: true,
    overnightParking: false,
    addressLine1: '100 Queen St',
    city: 'Ottawa',
    province: 'on',
    postalCode: 'k1p 1j1',
    country: 'US',
    phoneNumbers: [{ value: '613-555-0100' }],
    ediCodes: [],
    companyId: SHIPPER,
    ...overrides,
  };
}

describe('location lists', () => {
  test("'company' lists the shipper's own sites, 'all' its whole address book, 10 a page by default", async () => {
    const company = (
      await trucks.shipper.call(API.shipper.findLocations, { query: { scope: 'company', pageSize: 500 } })
    ).json<PagedList<Location>>();
    const all = (
      await trucks.shipper.call(API.shipper.findLocations, { query: { scope: 'all', pageSize: 500 } })
    ).json<PagedList<Location>>();
    expect(company.data.every((l) => l.companyId === SHIPPER)).toBe(true);
    expect(all.totalCount).toBeGreaterThan(company.totalCount);
    expect(company.data.filter((l) => l.isPrimaryLocation)).toHaveLength(1);
    expect(
      (await trucks.shipper.call(API.shipper.findLocations)).json<PagedList<Location>>().data,
    ).toHaveLength(10);
    expect(
      (await trucks.shipper.call(API.shipper.findLocations, { query: { scope: 'quotable' } })).statusCode,
    ).toBe(400);
  });

  test('EDI locations carry EDI codes; quotable ones are on the map (50 a page)', async () => {
    const edi = (await trucks.shipper.call(API.shipper.ediLocations, { query: { pageSize: 500 } })).json<
      PagedList<Location>
    >();
    expect(edi.totalCount).toBeGreaterThan(0);
    expect(edi.data.every((l) => l.ediCodes.length > 0)).toBe(true);
    const quotable = (await trucks.shipper.call(API.shipper.quotableLocations)).json<PagedList<Location>>();
    expect(quotable.pageSize).toBe(50);
    expect(quotable.data.every((l) => l.latitude !== undefined && l.ianaTimeZone !== undefined)).toBe(true);
    const all = (
      await trucks.shipper.call(API.shipper.findLocations, { query: { scope: 'all', pageSize: 500 } })
    ).json<PagedList<Location>>();
    expect(quotable.totalCount).toBeLessThan(all.totalCount);
  });
});

describe('creating and updating locations', () => {
  test('a created location takes CA from its postal code, is geocoded, and reads back', async () => {
    const created = await trucks.shipper.call(API.shipper.createLocation, { body: locationInput() });
    expect(created.statusCode).toBe(200);
    const location = created.json<Location>();
    expect(location).toMatchObject({
      country: 'CA',
      postalCode: 'K1P 1J1',
      province: 'ON',
      ianaTimeZone: 'America/Toronto',
      companyId: SHIPPER,
    });
    expect(location.latitude).toBeCloseTo(45.42, 1);
    expect(location.locationNumber).toMatch(/^LOC\d+$/);
    expect(
      (await trucks.shipper.call(API.shipper.getLocation, { params: { id: location.id } })).json<Location>(),
    ).toEqual(location);
    const found = (
      await trucks.shipper.call(API.shipper.findLocations, { query: { search: 'ottawa cross' } })
    ).json<PagedList<Location>>();
    expect(found.data.map((l) => l.id)).toContain(location.id);
  });

  test('an update persists, and a new primary location takes the flag from the old one', async () => {
    const location = (
      await trucks.shipper.call(API.shipper.createLocation, {
        body: locationInput({ name: 'Temporary Yard' }),
      })
    ).json<Location>();
    const updated = await trucks.shipper.call(API.shipper.updateLocation, {
      params: { id: location.id },
      body: locationInput({ name: 'Main Yard', isPrimaryLocation: true, dockLength: 80 }),
    });
    expect(updated.statusCode).toBe(200);
    expect(
      (await trucks.shipper.call(API.shipper.getLocation, { params: { id: location.id } })).json<Location>(),
    ).toMatchObject({
      name: 'Main Yard',
      isPrimaryLocation: true,
      dockLength: 80,
      locationNumber: location.locationNumber,
    });
    const company = (
      await trucks.shipper.call(API.shipper.findLocations, { query: { scope: 'company', pageSize: 500 } })
    ).json<PagedList<Location>>();
    expect(company.data.filter((l) => l.isPrimaryLocation).map((l) => l.id)).toEqual([location.id]);
  });

  test('bad input answers 400 and changes nothing', async () => {
    const location = (
      await trucks.shipper.call(API.shipper.createLocation, { body: locationInput({ name: 'Kept Name' }) })
    ).json<Location>();
    const before = trucks.api.store.shipper.locations.size;
    const bad: [unknown, string][] = [
      [{ ...locationInput(), name: '' }, 'name'],
      [{ ...locationInput(), postalCode: '1234' }, 'postalCode'],
      [{ ...locationInput(), locationType: 'Castle' }, 'locationType'],
      [{ ...locationInput(), email: 'not-an-email' }, 'email'],
      [{ ...locationInput(), dockLength: -5 }, 'dockLength'],
    ];
    for (const [body, field] of bad) {
      const created = await trucks.shipper.call(API.shipper.createLocation, { body });
      const updated = await trucks.shipper.call(API.shipper.updateLocation, {
        params: { id: location.id },
        body,
      });
      for (const response of [created, updated]) {
        expect({ field, status: response.statusCode }).toEqual({ field, status: 400 });
        expect(response.json<{ errors: Record<string, string[]> }>().errors[field]?.length).toBeGreaterThan(
          0,
        );
      }
    }
    expect(trucks.api.store.shipper.locations.size).toBe(before);
    expect(
      (await trucks.shipper.call(API.shipper.getLocation, { params: { id: location.id } })).json<Location>()
        .name,
    ).toBe('Kept Name');
    expect(
      (
        await trucks.shipper.call(API.shipper.updateLocation, {
          params: { id: 'no-such-location' },
          body: locationInput(),
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('dock schedules', () => {
  test('none yet is 404 (the client reads null); a created one takes the spec defaults (001 §9)', async () => {
    const location = (
      await trucks.shipper.call(API.shipper.createLocation, { body: locationInput({ name: 'New Dock' }) })
    ).json<Location>();
    expect(
      (await trucks.shipper.call(API.shipper.getDockSchedule, { params: { id: location.id } })).statusCode,
    ).toBe(404);

    const created = await trucks.shipper.call(API.shipper.createDockSchedule, {
      params: { id: location.id },
      body: {},
    });
    expect(created.statusCode).toBe(200);
    const schedule = created.json<DockSchedule>();
    expect(schedule.days).toHaveLength(7);
    expect(schedule.days.every((d) => d.startTime === '00:00' && d.endTime === '23:59' && !d.isClosed)).toBe(
      true,
    );
    expect(schedule.equipmentModes).toEqual([
      EquipmentMode.Dry,
      EquipmentMode.Reefer,
      EquipmentMode.Flatbed,
      EquipmentMode.Bulk,
    ]);
    expect(schedule.shippingModes).toEqual([
      ShippingMode.TL,
      ShippingMode.LTL,
      ShippingMode.Bulk,
      ShippingMode.Intermodal,
    ]);
    expect(schedule.stopTypes).toEqual([DockStopType.Shipping, DockStopType.Receiving]);
    expect(
      (
        await trucks.shipper.call(API.shipper.getDockSchedule, { params: { id: location.id } })
      ).json<DockSchedule>(),
    ).toEqual(schedule);

    expect(
      (await trucks.shipper.call(API.shipper.createDockSchedule, { params: { id: location.id }, body: {} }))
        .statusCode,
    ).toBe(400);
  });

  test('an update persists; closing times before opening ones are refused and change nothing', async () => {
    const location = (
      await trucks.shipper.call(API.shipper.createLocation, { body: locationInput({ name: 'Weekday Dock' }) })
    ).json<Location>();
    expect(
      (await trucks.shipper.call(API.shipper.updateDockSchedule, { params: { id: location.id }, body: {} }))
        .statusCode,
    ).toBe(404);
    const schedule = (
      await trucks.shipper.call(API.shipper.createDockSchedule, { params: { id: location.id }, body: {} })
    ).json<DockSchedule>();
    const days = schedule.days.map((d) =>
      d.dayOfWeek === 0 ? { ...d, isClosed: true } : { ...d, startTime: '06:00', endTime: '18:00' },
    );
    const updated = await trucks.shipper.call(API.shipper.updateDockSchedule, {
      params: { id: location.id },
      body: { ...schedule, days, stopTypes: [DockStopType.Receiving], instructions: 'Live unload only.' },
    });
    expect(updated.statusCode).toBe(200);
    const read = (
      await trucks.shipper.call(API.shipper.getDockSchedule, { params: { id: location.id } })
    ).json<DockSchedule>();
    expect(read).toMatchObject({
      id: schedule.id,
      stopTypes: [DockStopType.Receiving],
      instructions: 'Live unload only.',
    });
    expect(read.days.find((d) => d.dayOfWeek === 0)?.isClosed).toBe(true);

    for (const body of [
      { days: days.map((d) => (d.dayOfWeek === 3 ? { ...d, startTime: '19:00', endTime: '07:00' } : d)) },
      { days: days.slice(0, 6) },
      { days: days.map((d) => ({ ...d, dayOfWeek: 1 })) },
      { equipmentModes: [] },
      { stopTypes: ['Crossdock'] },
    ]) {
      expect(
        (await trucks.shipper.call(API.shipper.updateDockSchedule, { params: { id: location.id }, body }))
          .statusCode,
      ).toBe(400);
    }
    expect(
      (
        await trucks.shipper.call(API.shipper.getDockSchedule, { params: { id: location.id } })
      ).json<DockSchedule>(),
    ).toEqual(read);
  });
});

describe('geocoding over the built-in table of seed cities', () => {
  test('postal codes and addresses give places with their zone; a Canadian postal code gives CA', async () => {
    const dallas = (await trucks.shipper.call(API.shipper.geocode, { query: { postalCode: '75201' } })).json<
      GeocodedPlace[]
    >();
    expect(dallas).toEqual([
      expect.objectContaining({
        city: 'Dallas',
        state: 'TX',
        country: 'US',
        postalCode: '75201',
        ianaTimeZone: 'America/Chicago',
      }),
    ]);
    const montreal = (
      await trucks.shipper.call(API.shipper.geocode, { query: { postalCode: 'h2y-1c6', country: 'US' } })
    ).json<GeocodedPlace[]>();
    expect(montreal).toEqual([
      expect.objectContaining({
        city: 'Montreal',
        country: 'CA',
        postalCode: 'H2Y 1C6',
        ianaTimeZone: 'America/Toronto',
      }),
    ]);
    const denver = (
      await trucks.shipper.call(API.shipper.geocode, { query: { address: '1701 Wynkoop St, Denver, CO' } })
    ).json<GeocodedPlace[]>();
    expect(denver.map((p) => p.city)).toEqual(['Denver']);
    expect(
      (await trucks.shipper.call(API.shipper.geocode, { query: { postalCode: '00000' } })).json(),
    ).toEqual([]);
  });

  test('no input or a malformed postal code is bad input', async () => {
    expect((await trucks.shipper.call(API.shipper.geocode)).statusCode).toBe(400);
    expect(
      (await trucks.shipper.call(API.shipper.geocode, { query: { postalCode: 'ABCDE' } })).statusCode,
    ).toBe(400);
  });
});

describe('scoping: locations belong to an address book', () => {
  test("a carrier's user is refused (403); another address book is not the shipper's either", async () => {
    const location = [...trucks.api.store.shipper.locations.values()].find(
      (l) => l.networkCompanyId === SHIPPER && trucks.api.store.shipper.dockSchedules.has(l.id),
    )!;
    expect(
      (await trucks.carrier.call(API.shipper.findLocations, { query: { scope: 'all' } })).statusCode,
    ).toBe(403);
    expect(
      (await trucks.carrier.call(API.shipper.getLocation, { params: { id: location.id } })).statusCode,
    ).toBe(403);
    expect(
      (await trucks.carrier.call(API.shipper.getDockSchedule, { params: { id: location.id } })).statusCode,
    ).toBe(403);
    expect(
      (
        await trucks.carrier.call(API.shipper.updateLocation, {
          params: { id: location.id },
          body: locationInput(),
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await trucks.carrier.call(API.shipper.updateDockSchedule, { params: { id: location.id }, body: {} }))
        .statusCode,
    ).toBe(403);
    // Another shipper's address book is not the demo shipper's either.
    const foreign = [...trucks.api.store.shipper.locations.values()].find(
      (l) => l.networkCompanyId !== SHIPPER,
    )!;
    expect(
      (await trucks.shipper.call(API.shipper.getLocation, { params: { id: foreign.id } })).statusCode,
    ).toBe(404);
  });
});
