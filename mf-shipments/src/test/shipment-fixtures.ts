// Shipments as the trucks API answers them, for the component tests of this remote.
import { API } from '@trucks/shared-contracts/api/catalogue';
import type { PagedList } from '@trucks/shared-contracts/domain/paged-list';
import type { Shipment, Stop } from '@trucks/shared-contracts/domain/shipment';
import { ShipmentStatus } from '@trucks/shared-contracts/domain/shipment-status';
import { StopStatus } from '@trucks/shared-contracts/domain/stop-status';
import type { ApiDouble } from '@trucks/shared-ui/api-double';
import { signedInUser } from '@trucks/shared-ui/testing';

const CARRIER_ID = 'C-100';

export const dispatcher = signedInUser({
  id: 'U-100',
  companyId: CARRIER_ID,
  permissions: ['CarrierPortal'],
});
export const driverUser = signedInUser({
  id: 'D-7',
  companyId: CARRIER_ID,
  firstName: 'Dana',
  lastName: 'Driver',
  roles: ['Driver'],
  permissions: ['DriverPortal'],
});

export function stop(overrides: Partial<Stop> = {}): Stop {
  return {
    id: 'stop-1',
    stopNumber: 1,
    stopType: 'Pickup',
    city: 'Dallas',
    state: 'TX',
    zip: '75201',
    address: '100 Commerce St',
    locationName: 'Dallas DC',
    earlyDateTime: '2026-03-05T08:00:00-06:00',
    lateDateTime: '2026-03-05T12:00:00-06:00',
    appointmentDateTime: null,
    ianaTimeZone: 'America/Chicago',
    loadStyle: 'Live',
    latitude: 32.78,
    longitude: -96.8,
    status: StopStatus.Complete,
    ...overrides,
  };
}

export const pickup = stop();
export const dropoff = stop({
  id: 'stop-2',
  stopNumber: 2,
  stopType: 'Dropoff',
  city: 'Denver',
  state: 'CO',
  zip: '80202',
  address: '1701 Wynkoop St',
  locationName: 'Denver Foods',
  earlyDateTime: '2026-03-07T08:00:00-07:00',
  lateDateTime: '2026-03-07T16:00:00-07:00',
  ianaTimeZone: 'America/Denver',
  latitude: 39.75,
  longitude: -105,
  status: StopStatus.Enroute,
});

export function shipment(overrides: Partial<Shipment> = {}): Shipment {
  return {
    id: 'ship-1',
    shipmentNumber: '100200',
    status: ShipmentStatus.InTransit,
    stops: [pickup, dropoff],
    carrierId: CARRIER_ID,
    shippingMode: 0,
    equipmentTypes: 1,
    equipmentMode: 0,
    weight: 42000.456,
    miles: 781.239,
    isPartial: false,
    onTimeStatus: 1,
    needsUpdates: true,
    shippingProNumber: 'PRO-1',
    drivers: [{ id: 'D-7', firstName: 'Dana', lastName: 'Driver', phoneNumber: '+1 512 555 0103' }],
    ...overrides,
  };
}

export function page<T>(data: T[], totalCount = data.length, pageSize = 50): PagedList<T> {
  return { data, page: 1, pageSize, totalCount };
}

/** Answers every read of a shipment's preview (the shipment and its sub-resources) for `subject`. */
export function answerShipmentReads(double: ApiDouble, subject: Shipment = shipment()): ApiDouble {
  return double
    .on(API.shipments.get, subject)
    .on(API.shipments.stops, subject.stops)
    .on(API.shipments.latestActivity, {
      timeStamp: '2026-03-06T21:30:00Z',
      description: 'Checked call: rolling on I-25',
      city: 'Pueblo',
      state: 'CO',
    })
    .on(API.shipments.trips, [
      { id: 'trip-4', shipmentNumbers: [subject.shipmentNumber, '100300'], driverId: 'D-7' },
    ])
    .on(API.shipments.drivers, subject.drivers ?? [])
    .on(API.shipments.equipment, { trailerNumber: 'TR-53', powerUnitNumber: 'PU-12' })
    .on(API.shipments.orderDropoffs, [
      { orderNumber: 'ORD-9', dropoffs: [{ stopNumber: 2, stopId: 'stop-2' }] },
    ])
    .on(API.shipments.billingConfiguration, {
      paymentTerms: 30,
      shipmentType: 2,
      lineHaul: 2048.5,
      fuelSurcharge: 351.5,
      accessorialsTotal: 0,
      total: 2400,
      quickPayFee: 120,
    })
    .on(API.shipments.trackingProblems, [
      { id: 'tp-1', description: 'No location for 4 hours', reportedAt: '2026-03-06T18:00:00Z' },
    ])
    .on(API.contacts.searchDrivers, { items: [], totalCount: 0 });
}
