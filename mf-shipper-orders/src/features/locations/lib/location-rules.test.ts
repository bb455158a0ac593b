import { location } from '../../../test/fixtures';
import {
  dayHoursText,
  defaultDockSchedule,
  dockScheduleInputOf,
  dockScheduleValuesOf,
} from './dock-schedule';
import { locationInputOf, locationValuesOf } from './location-input';

describe('dock schedule (spec 001 §3, §9)', () => {
  it("'Default dock hours 00:00-23:59 on all seven days, not closed'; modes Dry, Reefer, Flatbed, Bulk; TL, LTL, Bulk, Intermodal; Shipping, Receiving", () => {
    const defaults = defaultDockSchedule();
    expect(defaults.days.map((day) => day.dayOfWeek)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    for (const day of defaults.days)
      expect(day).toMatchObject({
        isClosed: false,
        isTwentyFourHour: false,
        startTime: '00:00',
        endTime: '23:59',
      });
    expect(defaults.equipmentModes).toEqual([0, 1, 2, 3]);
    expect(defaults.shippingModes).toEqual([0, 1, 2, 3]);
    expect(defaults.stopTypes).toEqual(['Shipping', 'Receiving']);
    expect(dockScheduleValuesOf(null)).toEqual(defaults);
  });

  it('a saved schedule opens with its days in order, missing days at the defaults', () => {
    const values = dockScheduleValuesOf({
      locationId: 'L',
      days: [{ dayOfWeek: 3, isClosed: true, isTwentyFourHour: false, startTime: '08:00', endTime: '16:00' }],
      equipmentModes: [1],
      shippingModes: [1],
      stopTypes: ['Shipping'],
    });
    expect(values.days[3]).toMatchObject({ isClosed: true });
    expect(values.days[0]).toMatchObject({ isClosed: false, startTime: '00:00' });
    expect(dayHoursText(values.days[3]!)).toBe('Closed');
    expect(dayHoursText({ ...values.days[0]!, isTwentyFourHour: true })).toBe('Open 24 hours');
    expect(dayHoursText(values.days[0]!)).toBe('00:00-23:59');
  });

  it('a closed day is never also 24 hours; blank times of a closed day are sent as the defaults', () => {
    const sent = dockScheduleInputOf({
      ...defaultDockSchedule(),
      days: defaultDockSchedule().days.map((day) =>
        day.dayOfWeek === 0
          ? { ...day, isClosed: true, isTwentyFourHour: true, startTime: '', endTime: '' }
          : day,
      ),
      instructions: '  ',
    });
    expect(sent.days[0]).toEqual({
      dayOfWeek: 0,
      isClosed: true,
      isTwentyFourHour: false,
      startTime: '00:00',
      endTime: '23:59',
    });
    expect(sent).not.toHaveProperty('instructions');
  });
});

describe('location form (spec 001 §3 Location, §5)', () => {
  it('a new location defaults to Warehouse, US, no flags', () => {
    expect(locationValuesOf(undefined)).toMatchObject({
      locationType: 'Warehouse',
      country: 'US',
      isPrimaryLocation: false,
      lumpersAvailable: false,
      isAppointmentRequired: false,
      overnightParking: false,
    });
  });

  it('a Canadian postal code sets CA; empty optional strings are absent; an edit keeps its other phones and company', () => {
    const existing = location({ phoneNumbers: [{ value: '1' }, { value: '(214) 555-0199', type: 'Fax' }] });
    const sent = locationInputOf(
      {
        ...locationValuesOf(existing),
        postalCode: 'T2P-1J9',
        addressLine2: ' ',
        email: '',
        directions: '',
        phone: '403 555 0100',
      },
      existing,
    );
    expect(sent.country).toBe('CA');
    expect(sent).not.toHaveProperty('addressLine2');
    expect(sent).not.toHaveProperty('email');
    expect(sent).not.toHaveProperty('directions');
    expect(sent.phoneNumbers).toEqual([{ value: '403 555 0100' }, { value: '(214) 555-0199', type: 'Fax' }]);
    expect(sent.companyId).toBe('C-SHIP');
    expect(locationInputOf(locationValuesOf(undefined))).not.toHaveProperty('companyId');
  });
});
