import { StopStatus } from '@trucks/shared-contracts/domain/stop-status';
import { dropoff, pickup, stop } from '../test/shipment-fixtures';
import { mapsLinkOf, nextStopOf, stopWindowText } from './shipment-stops';

describe('stops', () => {
  it('the next stop is the first in stop order that is not complete; none once all are', () => {
    expect(nextStopOf([dropoff, pickup])?.id).toBe('stop-2');
    expect(nextStopOf([{ ...pickup, status: undefined }, dropoff])?.id).toBe('stop-1');
    expect(nextStopOf([pickup, { ...dropoff, status: StopStatus.Complete }])).toBeUndefined();
  });

  it("shows the appointment, else the window, in the stop's own zone as 'MMM DD, YYYY H:mm z'", () => {
    expect(stopWindowText(pickup)).toBe('Mar 05, 2026 8:00 CST – Mar 05, 2026 12:00 CST');
    expect(stopWindowText({ ...dropoff, appointmentDateTime: '2026-03-07T21:00:00Z' })).toBe(
      'Mar 07, 2026 14:00 MST',
    );
    expect(stopWindowText(stop({ earlyDateTime: null, lateDateTime: null }))).toBe('');
  });

  it('links the phone’s maps to the street address, or to the coordinates without one', () => {
    expect(mapsLinkOf(pickup)).toBe(
      'https://www.google.com/maps/search/?api=1&query=100%20Commerce%20St%2C%20Dallas%2C%20TX%2075201',
    );
    expect(mapsLinkOf({ ...pickup, address: undefined })).toBe(
      'https://www.google.com/maps/search/?api=1&query=32.78%2C-96.8',
    );
  });
});
