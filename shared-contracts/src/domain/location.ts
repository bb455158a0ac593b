import type { EntityId, PhoneNumber } from './common';
import type { EquipmentMode } from './equipment-mode';
import type { DockStopType, LocationType } from './location-type';
import type { ShippingMode } from './shipping-mode';

/** A location typed in on an order stop (spec 001 §3 'New location'). */
export interface NewLocation {
  companyName: string;
  addressLine1: string;
  addressLine2?: string;
  city: string;
  state: string;
  postalCode: string;
  phoneNumber?: string;
  emailAddress?: string;
  /** Place id from geocoding, when picked from suggestions. */
  googleId?: string;
  /** 'US' or 'CA'; a Canadian postal code sets CA (rules/postal-code-country). */
  country: string;
}

/** A shipper's location (spec 001 §3). Province holds a US state or a Canadian province. */
export interface Location {
  id: EntityId;
  locationNumber: string;
  name: string;
  locationType: LocationType;
  isPrimaryLocation: boolean;
  lumpersAvailable: boolean;
  isAppointmentRequired: boolean;
  overnightParking: boolean;
  addressLine1: string;
  addressLine2?: string;
  city: string;
  province: string;
  postalCode: string;
  country: string;
  phoneNumbers: PhoneNumber[];
  ediCodes: string[];
  email?: string;
  /** Feet. */
  dockLength?: number;
  directions?: string;
  companyId: EntityId;
  latitude?: number;
  longitude?: number;
  /** The location's zone, found from the postal code (spec 001 §5). */
  ianaTimeZone?: string;
}

/** Day of week as JavaScript numbers it: 0 Sunday .. 6 Saturday (spec 001 §3: 0-6). */
export type DayOfWeek = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** Opening hours of a dock on one day; times 'HH:mm' in the location's zone. */
export interface DockDayHours {
  dayOfWeek: DayOfWeek;
  isClosed: boolean;
  isTwentyFourHour: boolean;
  startTime: string;
  endTime: string;
}

/** A dock schedule (spec 001 §3). Defaults: 00:00-23:59 all week (rules in mf-shipper-orders). */
export interface DockSchedule {
  id?: EntityId;
  locationId: EntityId;
  days: DockDayHours[];
  equipmentModes: EquipmentMode[];
  shippingModes: ShippingMode[];
  stopTypes: DockStopType[];
  instructions?: string;
}
