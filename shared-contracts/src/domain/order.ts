import type { EntityId, IsoDate, ReferenceNumber } from './common';
import type { EquipmentMode, ReeferMode } from './equipment-mode';
import type { NewLocation, Location } from './location';
import type { FreightTermType, OrderSource, OrderStopType, OrderType } from './order-type';
import type { ShippingMode } from './shipping-mode';

/** When a stop should happen: its date and 'HH:mm' times in the location's zone (spec 001 §3, §5). */
export interface OrderStopSchedule {
  date: IsoDate;
  earlyTime?: string;
  lateTime?: string;
  appointmentTime?: string;
}

export interface OrderStopContact {
  name?: string;
  phoneNumber?: string;
  emailAddress?: string;
}

/** A stop of an order (spec 001 §3). locationNumber 'N/A' means a new location typed in. */
export interface OrderStop {
  id?: EntityId;
  type: OrderStopType;
  locationNumber: string;
  ediCode?: string;
  location: Location | NewLocation;
  schedule: OrderStopSchedule;
  contact?: OrderStopContact;
  referenceNumbers: ReferenceNumber[];
}

/** Hazmat details of a line item (spec 001 §3). */
export interface Hazmat {
  packingGroup?: string;
  hazardClass?: string;
  unNumber?: string;
}

/** A line of freight (spec 001 §3). The id is sent only when it is a GUID (spec 001 §5). */
export interface LineItem {
  id?: string;
  /** The stop numbers it is picked up at and delivered to. */
  pickupStop: number;
  deliveryStop: number;
  freightClass?: string;
  packageCount?: number;
  palletCount?: number;
  /** Inches. */
  packageLength?: number;
  packageWidth?: number;
  packageHeight?: number;
  /** Pounds. */
  totalWeight?: number;
  perPackageWeight?: number;
  description: string;
  packagingUnitType?: string;
  hazmat?: Hazmat | null;
}

/** A shipper's order (spec 001 §3). */
export interface Order {
  id?: EntityId;
  orderNumber: string;
  orderType: OrderType;
  freightTermType?: FreightTermType;
  markup?: number;
  /** US dollars. */
  freightValue?: number;
  equipmentMode: EquipmentMode;
  /** Bit mask of equipment-type flags. */
  equipmentTypes: number;
  isJustInTime: boolean;
  isTeamRequired: boolean;
  isBlind: boolean;
  specialInstructions?: string;
  shippingMode: ShippingMode;
  /** Degrees Fahrenheit. */
  reeferTemperature?: number;
  /** Only when the equipment mode is Reefer. */
  reeferMode?: ReeferMode;
  hazmatEmergencyContactInfo?: string;
  chemtracAccountNumber?: string;
  customerId: EntityId;
  orderSource: OrderSource;
  accessorials: string[];
  requirements: string[];
  referenceNumbers: ReferenceNumber[];
  stops: OrderStop[];
  lineItems: LineItem[];
  /** Numbers of the shipments the order was consolidated into. */
  shipments: string[];
}

/** NMFC freight classes of a line item, lowest (dense) to highest. */
export const FREIGHT_CLASSES = [
  '50',
  '55',
  '60',
  '65',
  '70',
  '77.5',
  '85',
  '92.5',
  '100',
  '110',
  '125',
  '150',
  '175',
  '200',
  '250',
  '300',
  '400',
  '500',
] as const;
