import type { TripRequirement } from '../domain/shipment';
import { bookingRequirements, unmetBookingRequirements } from './trip-requirements';

const requirement = (value: string, isRequiredForBooking = true, isCompleted = false): TripRequirement => ({
  value,
  description: `${value} description`,
  isRequiredForBooking,
  isCompleted,
});

describe('trip requirements (spec 000 §5)', () => {
  it('"Requirements are de-duplicated by value, and only those required for booking are kept"', () => {
    const list = [
      requirement('TWIC'),
      requirement('HAZMAT'),
      requirement('TWIC'),
      requirement('TARP', false),
    ];
    expect(bookingRequirements(list).map((item) => item.value)).toEqual(['TWIC', 'HAZMAT']);
  });
  it('lists as unmet those neither completed nor confirmed ("Requirements Not Met")', () => {
    const list = [requirement('TWIC'), requirement('HAZMAT', true, true), requirement('TEAM')];
    expect(unmetBookingRequirements(list, new Set(['TEAM'])).map((item) => item.value)).toEqual(['TWIC']);
    expect(unmetBookingRequirements(list, new Set(['TEAM', 'TWIC']))).toEqual([]);
  });
});
