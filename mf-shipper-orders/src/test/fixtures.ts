// Records as the trucks API answers them, for this remote's tests.
import type { Location } from '@trucks/shared-contracts/domain/location';
import type { Order } from '@trucks/shared-contracts/domain/order';
import { signedInUser } from '@trucks/shared-ui/testing';

export const shipper = signedInUser({
  id: 'U-SHIP',
  companyId: 'C-SHIP',
  companyName: 'Maple Foods',
  companyNumber: 'SHIP-1',
  roles: ['Admin'],
  permissions: [],
  userName: 'shipper@shipper.test',
});

export const LINE_ITEM_ID = '3f2b8c1e-5a4d-4e6f-9b7a-1c2d3e4f5a6b';

export function location(overrides: Partial<Location> = {}): Location {
  return {
    id: 'a1b2c3d4-0000-4000-8000-000000000001',
    locationNumber: 'LOC1001',
    name: 'Dallas Cold Storage',
    locationType: 'Warehouse',
    isPrimaryLocation: true,
    lumpersAvailable: false,
    isAppointmentRequired: true,
    overnightParking: false,
    addressLine1: '1 Cold Way',
    city: 'Dallas',
    province: 'TX',
    postalCode: '75201',
    country: 'US',
    phoneNumbers: [{ value: '(214) 555-0100' }],
    ediCodes: ['DCS01'],
    email: 'dock@dcs.test',
    dockLength: 60,
    directions: 'Gate 3 off Main.',
    companyId: 'C-SHIP',
    ianaTimeZone: 'America/Chicago',
    ...overrides,
  };
}

export function order(overrides: Partial<Order> = {}): Order {
  return {
    id: 'o-1',
    orderNumber: '5001',
    orderType: 'Sales',
    freightTermType: 'Prepaid',
    freightValue: 18250.5,
    equipmentMode: 1,
    equipmentTypes: 4,
    isJustInTime: false,
    isTeamRequired: true,
    isBlind: false,
    specialInstructions: 'Keep at 34 °F.',
    shippingMode: 0,
    reeferTemperature: 34,
    reeferMode: 'Continuous',
    customerId: 'C-SHIP',
    orderSource: 'Portal',
    accessorials: ['Liftgate'],
    requirements: ['Food Grade'],
    referenceNumbers: [{ label: 'PO Number', value: 'PO1234567', typeId: 2 }],
    stops: [
      {
        id: 's-1',
        type: 'Pickup',
        locationNumber: 'LOC1001',
        location: location(),
        schedule: { date: '2026-07-01', earlyTime: '08:00', lateTime: '10:00', appointmentTime: '09:00' },
        contact: { name: 'Ana Ruiz', phoneNumber: '(214) 555-0101' },
        referenceNumbers: [{ label: 'Pickup Number', value: '77881122', typeId: 1 }],
      },
      {
        id: 's-2',
        type: 'Delivery',
        locationNumber: 'N/A',
        location: {
          companyName: 'Northern Grocers',
          addressLine1: '100 King St W',
          city: 'Toronto',
          state: 'ON',
          postalCode: 'M5H 2N2',
          country: 'CA',
        },
        schedule: { date: '2026-07-03', appointmentTime: '14:00' },
        referenceNumbers: [],
      },
    ],
    lineItems: [
      {
        id: LINE_ITEM_ID,
        pickupStop: 1,
        deliveryStop: 2,
        freightClass: '70',
        packageCount: 20,
        palletCount: 20,
        totalWeight: 18000.456,
        description: 'Frozen peas',
        packagingUnitType: 'Pallet',
        hazmat: null,
      },
    ],
    shipments: ['90001'],
    ...overrides,
  };
}
