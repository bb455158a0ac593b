import { EquipmentMode, ReeferMode } from '@trucks/shared-contracts/domain/equipment-mode';
import { EquipmentType } from '@trucks/shared-contracts/domain/equipment-type';
import type { Location } from '@trucks/shared-contracts/domain/location';
import { OrderStopType, OrderType } from '@trucks/shared-contracts/domain/order-type';
import { combineStopTime, stopTimeLines, zoneLookupCode } from '../../../lib/stop-times';
import {
  emptyLineItem,
  emptyStop,
  formValuesOf,
  isGuid,
  orderInputOf,
  presentText,
  referenceLabelOf,
} from './order-input';
import type { OrderFormValues } from './order-input';

const owner = { customerId: 'C-SHIP' };
const GUID = '3f2b8c1e-5a4d-4e6f-9b7a-1c2d3e4f5a6b';

function values(overrides: Partial<OrderFormValues> = {}): OrderFormValues {
  const base = formValuesOf(undefined);
  base.stops = [
    {
      ...emptyStop(OrderStopType.Pickup),
      location: {
        companyName: 'Maple Foods',
        addressLine1: '100 King St W',
        addressLine2: '   ',
        city: 'Toronto',
        state: 'on',
        postalCode: 'M5H 2N2',
        country: 'US',
        phoneNumber: '',
      },
      schedule: { date: '2026-12-01', earlyTime: '08:00', lateTime: '', appointmentTime: undefined },
      contact: { name: '  ', phoneNumber: '' },
    },
    {
      ...emptyStop(OrderStopType.Delivery),
      location: {
        companyName: 'Dallas DC',
        addressLine1: '1 Main',
        city: 'Dallas',
        state: 'TX',
        postalCode: '75201',
      },
      schedule: { date: '2026-12-03' },
    },
  ];
  base.lineItems = [{ ...emptyLineItem(), description: 'Frozen peas', totalWeight: 12000 }];
  return { ...base, ...overrides };
}

describe('order rules of spec 001 §5', () => {
  it("'A Canadian postal code ... sets country to CA' (letter digit letter, optional space or hyphen, digit letter digit)", () => {
    const sent = orderInputOf(values(), owner, new Map());
    expect(sent.stops[0]?.location).toMatchObject({ postalCode: 'M5H 2N2', country: 'CA', state: 'ON' });
    expect(sent.stops[1]?.location).toMatchObject({ postalCode: '75201', country: 'US' });
    const hyphen = values();
    hyphen.stops[0]!.location.postalCode = 'k1a-0b1';
    expect(orderInputOf(hyphen, owner, new Map()).stops[0]?.location).toMatchObject({ country: 'CA' });
  });

  it("'A line-item id is sent only if it is a GUID'", () => {
    expect(isGuid(GUID)).toBe(true);
    expect(isGuid('LI-7')).toBe(false);
    const form = values();
    form.lineItems = [
      { ...emptyLineItem(), id: GUID, description: 'Kept id' },
      { ...emptyLineItem(), id: '42', description: 'Dropped id' },
    ];
    const [kept, dropped] = orderInputOf(form, owner, new Map()).lineItems;
    expect(kept?.id).toBe(GUID);
    expect(dropped).not.toHaveProperty('id');
  });

  it("'Empty optional strings become absent'", () => {
    expect(presentText('  ')).toBeUndefined();
    expect(presentText(' x ')).toBe('x');
    const sent = orderInputOf(
      values({ specialInstructions: '', chemtracAccountNumber: '   ' }),
      owner,
      new Map(),
    );
    expect(sent).not.toHaveProperty('specialInstructions');
    expect(sent).not.toHaveProperty('chemtracAccountNumber');
    expect(sent.stops[0]?.location).not.toHaveProperty('addressLine2');
    expect(sent.stops[0]?.location).not.toHaveProperty('phoneNumber');
    expect(sent.stops[0]).not.toHaveProperty('contact');
    expect(sent.stops[0]?.schedule).toEqual({ date: '2026-12-01', earlyTime: '08:00' });
    expect(sent.lineItems[0]).not.toHaveProperty('hazmat');
    expect(JSON.stringify(sent)).not.toContain('""');
  });

  it("'Name-like reference labels have spaces removed to match Sales, Purchase, Transfer and Return order types'", () => {
    expect(referenceLabelOf('Sales Order')).toBe('SalesOrder');
    expect(referenceLabelOf(' purchase  order ')).toBe('PurchaseOrder');
    expect(referenceLabelOf('Trans fer')).toBe('Transfer');
    expect(referenceLabelOf('Return')).toBe('Return');
    expect(referenceLabelOf(' PO Number ')).toBe('PO Number');
    const sent = orderInputOf(
      values({
        referenceNumbers: [
          { label: 'Sales Order', value: ' SO-1 ' },
          { label: '', value: 'dropped' },
        ],
      }),
      owner,
      new Map(),
    );
    expect(sent.referenceNumbers).toEqual([{ label: 'SalesOrder', value: 'SO-1' }]);
  });

  it("'Reefer mode is sent only for Reefer' (and its temperature)", () => {
    const dry = orderInputOf(
      values({ equipmentMode: EquipmentMode.Dry, reeferMode: ReeferMode.Continuous, reeferTemperature: 34 }),
      owner,
      new Map(),
    );
    expect(dry).not.toHaveProperty('reeferMode');
    expect(dry).not.toHaveProperty('reeferTemperature');
    const reefer = orderInputOf(
      values({
        equipmentMode: EquipmentMode.Reefer,
        reeferMode: ReeferMode.Continuous,
        reeferTemperature: 34,
      }),
      owner,
      new Map(),
    );
    expect(reefer).toMatchObject({ reeferMode: 'Continuous', reeferTemperature: 34 });
  });

  it("'Stop times are combined with the stop date and the time zone found from the location's postal code (first 5 characters)'", () => {
    expect(zoneLookupCode('75201-1234')).toBe('75201');
    expect(zoneLookupCode('m5h 2n2')).toBe('M5H 2N2');
    expect(zoneLookupCode('75')).toBeUndefined();
    expect(combineStopTime('2026-12-01', '08:00', 'America/Toronto')).toBe('2026-12-01T08:00:00-05:00');
    expect(
      stopTimeLines({ date: '2026-07-01', earlyTime: '08:00', appointmentTime: '09:30' }, 'America/Chicago'),
    ).toEqual([
      { label: 'Early', text: 'Jul 01, 2026 8:00 CDT' },
      { label: 'Appointment', text: 'Jul 01, 2026 9:30 CDT' },
    ]);
  });

  it('a known location is sent as the address book has it, with its number; new ones as N/A; orderSource Portal', () => {
    const known: Location = {
      id: 'L1',
      locationNumber: 'LOC1001',
      name: 'Dallas Cold Storage',
      locationType: 'Warehouse',
      isPrimaryLocation: false,
      lumpersAvailable: false,
      isAppointmentRequired: true,
      overnightParking: false,
      addressLine1: '1 Cold Way',
      city: 'Dallas',
      province: 'TX',
      postalCode: '75201',
      country: 'US',
      phoneNumbers: [],
      ediCodes: [],
      companyId: 'C-SHIP',
    };
    const form = values({
      equipmentTypes: [EquipmentType.Van, EquipmentType.Reefer],
      orderType: OrderType.Return,
    });
    form.stops[1] = { ...form.stops[1]!, locationNumber: 'LOC1001' };
    const sent = orderInputOf(form, owner, new Map([['LOC1001', known]]));
    expect(sent.stops[0]?.locationNumber).toBe('N/A');
    expect(sent.stops[1]).toMatchObject({ locationNumber: 'LOC1001', location: known });
    expect(sent).toMatchObject({
      customerId: 'C-SHIP',
      orderSource: 'Portal',
      equipmentTypes: 5,
      orderType: 'Return',
    });
  });
});
