import { ShipmentStatus } from '@trucks/shared-contracts/domain/shipment-status';
import { cityStateOf, laneOf, loadDetailTypeFor } from './search-result';

describe('loadDetailTypeFor', () => {
  it("'ready-to-book or tendering status opens the load-detail dialog (tender type for tendering, otherwise available)'", () => {
    expect(loadDetailTypeFor(ShipmentStatus.ReadyToBook)).toBe('available');
    expect(loadDetailTypeFor(ShipmentStatus.Tendering)).toBe('tender');
  });

  it("'any other status opens the shipment details route'", () => {
    for (const status of [
      ShipmentStatus.Voided,
      ShipmentStatus.Draft,
      ShipmentStatus.Booked,
      ShipmentStatus.Dispatched,
      ShipmentStatus.InTransit,
      ShipmentStatus.AtStop,
      ShipmentStatus.Delivered,
      ShipmentStatus.DeliveryConfirmed,
    ]) {
      expect(loadDetailTypeFor(status)).toBeUndefined();
    }
  });
});

describe('cityStateOf and laneOf', () => {
  it('keep city and state, dropping a US zip or a Canadian postal code', () => {
    expect(cityStateOf('Dallas, TX 75201')).toBe('Dallas, TX');
    expect(cityStateOf('Winston-Salem, NC 27101-1234')).toBe('Winston-Salem, NC');
    expect(cityStateOf('St. Louis, MO 63101')).toBe('St. Louis, MO');
    expect(cityStateOf('Toronto, ON M5V 2T6')).toBe('Toronto, ON');
    expect(cityStateOf('Houston, TX')).toBe('Houston, TX');
    expect(cityStateOf('  Somewhere unknown ')).toBe('Somewhere unknown');
  });

  it("read 'City, ST -> City, ST'", () => {
    expect(
      laneOf({
        shipmentNumber: '4100012',
        shipmentStatus: ShipmentStatus.ReadyToBook,
        shipmentStatusDescription: 'Ready to Book',
        originCityStateZip: 'Dallas, TX 75201',
        destinationCityStateZip: 'Houston, TX 77002',
      }),
    ).toBe('Dallas, TX -> Houston, TX');
  });
});
