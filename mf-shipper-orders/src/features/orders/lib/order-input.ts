// The order form's values and what the form sends (spec 001 §3 Order, Stop, New location, Line item;
// §5 order rules). Every rule of §5 lives here, as plain functions the form and the tests share:
// a Canadian postal code sets CA; a line-item id is sent only when it is a GUID; empty optional
// strings are absent; name-like reference labels lose their spaces to match the order types; reefer
// mode (and temperature) only for Reefer; stop times are combined with the stop date in the zone of
// the location (stop-times.ts).
import { amountOf } from '@trucks/shared-ui/amount-field';
import type { AmountValue } from '@trucks/shared-ui/amount-field';
import type { ReferenceNumber } from '@trucks/shared-contracts/domain/common';
import { EquipmentMode } from '@trucks/shared-contracts/domain/equipment-mode';
import type { ReeferMode } from '@trucks/shared-contracts/domain/equipment-mode';
import { equipmentTypesMask, equipmentTypesOf } from '@trucks/shared-contracts/domain/equipment-type';
import type { EquipmentType } from '@trucks/shared-contracts/domain/equipment-type';
import type { Location, NewLocation } from '@trucks/shared-contracts/domain/location';
import type { LineItem, Order, OrderStop } from '@trucks/shared-contracts/domain/order';
import {
  NEW_LOCATION_NUMBER,
  OrderSource,
  OrderStopType,
  OrderType,
} from '@trucks/shared-contracts/domain/order-type';
import type { FreightTermType } from '@trucks/shared-contracts/domain/order-type';
import { ShippingMode } from '@trucks/shared-contracts/domain/shipping-mode';
import type { OrderInput } from '@trucks/shared-contracts/api/catalogue/shipper';
import { countryForPostalCode } from '@trucks/shared-contracts/rules/postal-code-country';
import { MEASURES } from '@trucks/shared-contracts/rules/order-plausibility';
import { measureOf } from '@trucks/shared-contracts/rules/typed-number';
import type { TypedNumber } from '@trucks/shared-contracts/rules/typed-number';

/** A reference as the form holds it; blank rows are dropped. */
interface ReferenceValues {
  label?: string;
  value?: string;
  typeId?: number;
}

/** The New location fields of a stop; on a known location they are not sent (the server reads its own copy). */
type NewLocationValues = { [K in keyof NewLocation]?: string };

export interface StopValues {
  id?: string;
  type: OrderStopType;
  /** A known location's number, or 'N/A' for a new one typed in. */
  locationNumber?: string;
  ediCode?: string;
  location: NewLocationValues;
  schedule: { date?: string; earlyTime?: string; lateTime?: string; appointmentTime?: string };
  contact: { name?: string; phoneNumber?: string; emailAddress?: string };
  referenceNumbers: ReferenceValues[];
}

export interface LineItemValues {
  id?: string;
  pickupStop?: number;
  deliveryStop?: number;
  freightClass?: string;
  /** Counts and measures hold the text typed (TypedNumberInput), or the stored number. */
  packageCount?: TypedNumber;
  palletCount?: TypedNumber;
  packageLength?: TypedNumber;
  packageWidth?: TypedNumber;
  packageHeight?: TypedNumber;
  totalWeight?: TypedNumber;
  perPackageWeight?: TypedNumber;
  description?: string;
  packagingUnitType?: string;
  hazmat: { packingGroup?: string; hazardClass?: string; unNumber?: string };
}

export interface OrderFormValues {
  orderType: OrderType;
  freightTermType?: FreightTermType;
  markup?: TypedNumber;
  /** What the Freight Value field holds: the text typed (shared-ui's AmountInput), or the stored number. */
  freightValue?: AmountValue;
  equipmentMode: EquipmentMode;
  equipmentTypes: EquipmentType[];
  isJustInTime: boolean;
  isTeamRequired: boolean;
  isBlind: boolean;
  specialInstructions?: string;
  shippingMode: ShippingMode;
  reeferTemperature?: TypedNumber;
  reeferMode?: ReeferMode;
  hazmatEmergencyContactInfo?: string;
  chemtracAccountNumber?: string;
  accessorials: string[];
  requirements: string[];
  referenceNumbers: ReferenceValues[];
  stops: StopValues[];
  lineItems: LineItemValues[];
}

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Spec 001 §5: 'A line-item id is sent only if it is a GUID.' */
export function isGuid(id: string | undefined): id is string {
  return id !== undefined && GUID.test(id.trim());
}

/** Spec 001 §5: 'Empty optional strings become absent.' Blank or spaces only: absent; else trimmed. */
export function presentText(text: string | undefined | null): string | undefined {
  const trimmed = text?.trim();
  return trimmed ? trimmed : undefined;
}

/** Drops the keys whose value is absent, so the JSON has no `"key": undefined` holes to argue about. */
function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

const ORDER_TYPE_NAMES = [OrderType.Sales, OrderType.Purchase, OrderType.Transfer, OrderType.Return] as const;

/**
 * Spec 001 §5: 'Name-like reference labels have spaces removed to match Sales, Purchase, Transfer and
 * Return order types.' A label naming one of those types ('Sales', 'sales order', 'Purchase Order')
 * is sent without spaces in the type's spelling ('Sales', 'SalesOrder', 'PurchaseOrder'); any other
 * label ('PO Number') is sent as typed, trimmed.
 */
export function referenceLabelOf(label: string): string {
  const trimmed = label.trim();
  const spaceless = trimmed.replace(/\s+/g, '');
  const match = /^(sales|purchase|transfer|return)(order)?$/i.exec(spaceless);
  if (!match) return trimmed;
  const type = ORDER_TYPE_NAMES.find((name) => name.toLowerCase() === match[1]?.toLowerCase()) ?? '';
  return match[2] ? `${type}Order` : type;
}

function referencesOf(rows: readonly ReferenceValues[] | undefined): ReferenceNumber[] {
  return (rows ?? []).flatMap((row) => {
    const label = presentText(row.label);
    const value = presentText(row.value);
    if (!label || !value) return [];
    return [compact({ label: referenceLabelOf(label), value, typeId: row.typeId })];
  });
}

/** A new location as sent: blanks absent, and a Canadian postal code sets the country to CA. */
function newLocationOf(values: NewLocationValues): NewLocation {
  const postalCode = values.postalCode?.trim() ?? '';
  return compact({
    companyName: values.companyName?.trim() ?? '',
    addressLine1: values.addressLine1?.trim() ?? '',
    addressLine2: presentText(values.addressLine2),
    city: values.city?.trim() ?? '',
    state: values.state?.trim().toUpperCase() ?? '',
    postalCode,
    phoneNumber: presentText(values.phoneNumber),
    emailAddress: presentText(values.emailAddress),
    googleId: presentText(values.googleId),
    country: countryForPostalCode(postalCode, presentText(values.country) ?? 'US'),
  });
}

function stopOf(values: StopValues, known: ReadonlyMap<string, Location>): OrderStop {
  const locationNumber = values.locationNumber?.trim() || NEW_LOCATION_NUMBER;
  const location =
    locationNumber === NEW_LOCATION_NUMBER
      ? newLocationOf(values.location)
      : (known.get(locationNumber) ?? newLocationOf(values.location));
  const contact = compact({
    name: presentText(values.contact.name),
    phoneNumber: presentText(values.contact.phoneNumber),
    emailAddress: presentText(values.contact.emailAddress),
  });
  return compact({
    id: presentText(values.id),
    type: values.type,
    locationNumber,
    ediCode: presentText(values.ediCode),
    location,
    schedule: compact({
      date: values.schedule.date?.trim() ?? '',
      earlyTime: presentText(values.schedule.earlyTime),
      lateTime: presentText(values.schedule.lateTime),
      appointmentTime: presentText(values.schedule.appointmentTime),
    }),
    contact: Object.keys(contact).length ? contact : undefined,
    referenceNumbers: referencesOf(values.referenceNumbers),
  });
}

function lineItemOf(values: LineItemValues): LineItem {
  const hazmat = compact({
    packingGroup: presentText(values.hazmat.packingGroup),
    hazardClass: presentText(values.hazmat.hazardClass),
    unNumber: presentText(values.hazmat.unNumber),
  });
  return compact({
    id: isGuid(values.id) ? values.id.trim() : undefined,
    pickupStop: values.pickupStop ?? 0,
    deliveryStop: values.deliveryStop ?? 0,
    freightClass: presentText(values.freightClass),
    packageCount: measureOf(values.packageCount, MEASURES.packageCount),
    palletCount: measureOf(values.palletCount, MEASURES.palletCount),
    packageLength: measureOf(values.packageLength, MEASURES.dimension),
    packageWidth: measureOf(values.packageWidth, MEASURES.dimension),
    packageHeight: measureOf(values.packageHeight, MEASURES.dimension),
    totalWeight: measureOf(values.totalWeight, MEASURES.weight),
    perPackageWeight: measureOf(values.perPackageWeight, MEASURES.weight),
    description: values.description?.trim() ?? '',
    packagingUnitType: presentText(values.packagingUnitType),
    hazmat: Object.keys(hazmat).length ? hazmat : undefined,
  });
}

/** Who the order is for and where it came from: kept on an edit, the user's company and Portal on create. */
export interface OrderOwner {
  customerId: string;
  orderSource?: Order['orderSource'];
}

/** What the order form sends (create and update alike). */
export function orderInputOf(
  values: OrderFormValues,
  owner: OrderOwner,
  known: ReadonlyMap<string, Location>,
): OrderInput {
  const reefer = values.equipmentMode === EquipmentMode.Reefer;
  return compact({
    orderType: values.orderType,
    freightTermType: values.freightTermType,
    markup: measureOf(values.markup, MEASURES.markup),
    freightValue: amountOf(values.freightValue) ?? undefined,
    equipmentMode: values.equipmentMode,
    equipmentTypes: equipmentTypesMask(values.equipmentTypes ?? []),
    isJustInTime: Boolean(values.isJustInTime),
    isTeamRequired: Boolean(values.isTeamRequired),
    isBlind: Boolean(values.isBlind),
    specialInstructions: presentText(values.specialInstructions),
    shippingMode: values.shippingMode,
    // Spec 001 §5: 'Reefer mode is sent only for Reefer' (its temperature with it).
    reeferTemperature: reefer ? measureOf(values.reeferTemperature, MEASURES.reeferTemperature) : undefined,
    reeferMode: reefer ? values.reeferMode : undefined,
    hazmatEmergencyContactInfo: presentText(values.hazmatEmergencyContactInfo),
    chemtracAccountNumber: presentText(values.chemtracAccountNumber),
    customerId: owner.customerId,
    orderSource: owner.orderSource ?? OrderSource.Portal,
    accessorials: (values.accessorials ?? []).map((text) => text.trim()).filter(Boolean),
    requirements: (values.requirements ?? []).map((text) => text.trim()).filter(Boolean),
    referenceNumbers: referencesOf(values.referenceNumbers),
    stops: values.stops.map((stop) => stopOf(stop, known)),
    lineItems: values.lineItems.map(lineItemOf),
  });
}

// ---- the form's starting values ----------------------------------------------------------------

export const emptyStop = (type: OrderStopType): StopValues => ({
  type,
  locationNumber: NEW_LOCATION_NUMBER,
  location: { country: 'US' },
  schedule: {},
  contact: {},
  referenceNumbers: [],
});

export const emptyLineItem = (pickupStop = 1, deliveryStop = 2): LineItemValues => ({
  pickupStop,
  deliveryStop,
  description: '',
  hazmat: {},
});

function locationValuesOf(stop: OrderStop): NewLocationValues {
  const location = stop.location;
  if ('companyName' in location) return { ...location };
  return {
    companyName: location.name,
    addressLine1: location.addressLine1,
    addressLine2: location.addressLine2,
    city: location.city,
    state: location.province,
    postalCode: location.postalCode,
    country: location.country,
  };
}

export function formValuesOf(order: Order | undefined): OrderFormValues {
  if (!order)
    return {
      orderType: OrderType.Sales,
      equipmentMode: EquipmentMode.Dry,
      equipmentTypes: [],
      isJustInTime: false,
      isTeamRequired: false,
      isBlind: false,
      shippingMode: ShippingMode.TL,
      accessorials: [],
      requirements: [],
      referenceNumbers: [],
      stops: [emptyStop(OrderStopType.Pickup), emptyStop(OrderStopType.Delivery)],
      lineItems: [emptyLineItem()],
    };
  return {
    orderType: order.orderType,
    freightTermType: order.freightTermType,
    markup: order.markup,
    freightValue: order.freightValue,
    equipmentMode: order.equipmentMode,
    equipmentTypes: equipmentTypesOf(order.equipmentTypes),
    isJustInTime: order.isJustInTime,
    isTeamRequired: order.isTeamRequired,
    isBlind: order.isBlind,
    specialInstructions: order.specialInstructions,
    shippingMode: order.shippingMode,
    reeferTemperature: order.reeferTemperature,
    reeferMode: order.reeferMode,
    hazmatEmergencyContactInfo: order.hazmatEmergencyContactInfo,
    chemtracAccountNumber: order.chemtracAccountNumber,
    accessorials: order.accessorials,
    requirements: order.requirements,
    referenceNumbers: order.referenceNumbers.map((ref) => ({ ...ref })),
    stops: order.stops.map((stop) => ({
      id: stop.id,
      type: stop.type,
      locationNumber: stop.locationNumber,
      ediCode: stop.ediCode,
      location: locationValuesOf(stop),
      schedule: { ...stop.schedule },
      contact: { ...stop.contact },
      referenceNumbers: stop.referenceNumbers.map((ref) => ({ ...ref })),
    })),
    lineItems: order.lineItems.map((item) => ({ ...item, hazmat: { ...item.hazmat } })),
  };
}

/** The known locations an order's stops name, by number (the form sends them back as they are). */
export function knownLocationsOf(order: Order | undefined): Map<string, Location> {
  const known = new Map<string, Location>();
  for (const stop of order?.stops ?? [])
    if (stop.locationNumber !== NEW_LOCATION_NUMBER && 'locationNumber' in stop.location)
      known.set(stop.locationNumber, stop.location);
  return known;
}
