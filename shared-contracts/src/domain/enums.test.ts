import { EquipmentType, equipmentTypesLabel, equipmentTypesMask, equipmentTypesOf } from './equipment-type';
import { enumValues } from './const-enum';
import { TrackingSource, trackingSourcesOf } from './tracking-source';
import { EntityType } from './entity-type';
import { INVOICE_STATUS_COLOR, InvoiceStatus } from './invoice-status';
import { permissionLabel, roleLabel } from './permission';
import { isDeliveredOrLater, SHIPMENT_STATUS_LABEL, ShipmentStatus } from './shipment-status';

describe('the spec enums', () => {
  it('labels roles and permissions, and shows ones the portal does not know as they came', () => {
    expect(roleLabel('BillTo')).toBe('Bill-to');
    expect(permissionLabel('FactoringCompanyPortal')).toBe('Factoring Company Portal');
    expect(roleLabel('Dispatcher')).toBe('Dispatcher');
    expect(permissionLabel('NewPortal')).toBe('NewPortal');
  });
  it('numbers shipment statuses "voided -1, Draft 0, ... Delivered 7, Delivery Confirmed 8"', () => {
    expect(enumValues(ShipmentStatus)).toEqual([-1, 0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(SHIPMENT_STATUS_LABEL[ShipmentStatus.DeliveryConfirmed]).toBe('Delivery Confirmed');
  });
  it('makes equipment types bit flags 1 to 262144 in the spec order', () => {
    const values = enumValues(EquipmentType);
    expect(values).toHaveLength(19);
    expect(values.every((value, index) => value === 2 ** index)).toBe(true);
    expect(EquipmentType.HopperBottom).toBe(262144);
  });
  it('reads an equipment mask both ways', () => {
    const mask = equipmentTypesMask([EquipmentType.Van, EquipmentType.Reefer]);
    expect(mask).toBe(5);
    expect(equipmentTypesOf(mask)).toEqual([EquipmentType.Van, EquipmentType.Reefer]);
    expect(equipmentTypesLabel(mask)).toBe('Van, Reefer');
  });
  it('makes tracking sources bit flags', () => {
    expect(trackingSourcesOf(TrackingSource.Project44 | TrackingSource.Geotab)).toEqual([1, 8192]);
  });
  it('numbers entity types "NONE 0 ... CLAIM 21"', () => {
    expect(enumValues(EntityType)).toEqual(Array.from({ length: 22 }, (_, index) => index));
  });
  it('colours invoice chips "paid in full green, draft basic, settled blue, received red"', () => {
    expect(INVOICE_STATUS_COLOR).toEqual({
      [InvoiceStatus.PaidInFull]: 'green',
      [InvoiceStatus.Draft]: 'default',
      [InvoiceStatus.Settled]: 'blue',
      [InvoiceStatus.Received]: 'red',
    });
  });
  it('"The invoice can be submitted only once the shipment status is Delivered or later"', () => {
    expect(isDeliveredOrLater(ShipmentStatus.AtStop)).toBe(false);
    expect(isDeliveredOrLater(ShipmentStatus.Delivered)).toBe(true);
    expect(isDeliveredOrLater(ShipmentStatus.DeliveryConfirmed)).toBe(true);
  });
});
