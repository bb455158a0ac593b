// Locations of the shipper side and their dock schedules (spec 001 §3, §7, §9): the company's own
// sites and the address book ('all'), EDI and quotable lists, create and update, dock schedules,
// geocoding. A location outside the user's address book answers 404.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { EquipmentMode } from '@trucks/shared-contracts/domain/equipment-mode';
import { DockStopType, LocationListKind, LocationType } from '@trucks/shared-contracts/domain/location-type';
import { ShippingMode } from '@trucks/shared-contracts/domain/shipping-mode';
import { countryForPostalCode } from '@trucks/shared-contracts/rules/postal-code-country';
import { PhoneNumberSchema } from '@trucks/shared-contracts/domain/common';
import type { DayOfWeek, Location } from '@trucks/shared-contracts/domain/location';
import type { LocationInput } from '@trucks/shared-contracts/api/catalogue/shipper';
import { fieldProblem, notFoundProblem } from '../http/problem';
import { pageOf, paging, parseBody, signedInUser, text } from './context-helpers';
import {
  formatPostalCode,
  geocode,
  isKnownPostalCodeShape,
  ownLocation,
  shipperState,
} from './shipper-views';
import {
  DEFAULT_DOCK_DAYS,
  DEFAULT_DOCK_EQUIPMENT_MODES,
  DEFAULT_DOCK_SHIPPING_MODES,
  DEFAULT_DOCK_STOP_TYPES,
  stripNetwork,
} from '../seed/shipper-records';
import type { DockScheduleRecord, LocationRecord, ShipperState } from '../seed/shipper-records';
import type { CallContext, HandlerTable } from './handler-types';
import type { UserRecord } from '../store/store';
import { hhmm, optionalEmail, optionalText } from './shipper-form-fields';

const LocationInputSchema = z.object({
  name: z.string().trim().min(1, 'The name is required.').max(120),
  locationType: z.enum(LocationType).default(LocationType.Warehouse),
  isPrimaryLocation: z.boolean().default(false),
  lumpersAvailable: z.boolean().default(false),
  isAppointmentRequired: z.boolean().default(false),
  overnightParking: z.boolean().default(false),
  addressLine1: z.string().trim().min(1, 'The address is required.'),
  addressLine2: optionalText,
  city: z.string().trim().min(1, 'The city is required.'),
  province: z.string().trim().min(2, 'The state or province is required.').max(3),
  postalCode: z
    .string()
    .trim()
    .refine(isKnownPostalCodeShape, 'Use a US ZIP code or a Canadian postal code.'),
  country: z.enum(['US', 'CA'], 'The country is US or CA.').default('US'),
  phoneNumbers: z.array(PhoneNumberSchema).default([]),
  ediCodes: z.array(z.string().trim().min(1)).default([]),
  email: optionalEmail,
  dockLength: z.number().positive().max(1000).optional(),
  directions: optionalText,
  companyId: z.string().trim().min(1).optional(),
  latitude: z.number().min(-90).max(90).optional(),
  longitude: z.number().min(-180).max(180).optional(),
  ianaTimeZone: optionalText,
  // Checked against shared-contracts' LocationInput: a field it gains must be read here too.
}) satisfies z.ZodType<Omit<LocationInput, 'companyId'> & Partial<Pick<LocationInput, 'companyId'>>>;

const DockDaySchema = z
  .object({
    dayOfWeek: z
      .number()
      .int()
      .min(0, 'The day is 0 (Sunday) to 6 (Saturday).')
      .max(6, 'The day is 0 (Sunday) to 6 (Saturday).')
      .transform((day) => day as DayOfWeek),
    isClosed: z.boolean(),
    isTwentyFourHour: z.boolean(),
    startTime: hhmm,
    endTime: hhmm,
  })
  .refine((day) => day.isClosed || day.isTwentyFourHour || day.startTime < day.endTime, {
    message: 'The dock closes before it opens.',
    path: ['endTime'],
  });

/** Left-out parts take the spec's defaults (001 §9): 00:00-23:59 every day, all four modes, both stop types. */
const DockScheduleInputSchema = z.object({
  days: z
    .array(DockDaySchema)
    .length(7, 'Give the hours of all seven days.')
    .refine((days) => new Set(days.map((d) => d.dayOfWeek)).size === 7, 'Each day of the week once.')
    .default(() => DEFAULT_DOCK_DAYS.map((day) => ({ ...day }))),
  equipmentModes: z
    .array(z.enum(EquipmentMode))
    .min(1, 'Pick at least one equipment mode.')
    .default(() => [...DEFAULT_DOCK_EQUIPMENT_MODES]),
  shippingModes: z
    .array(z.enum(ShippingMode))
    .min(1, 'Pick at least one shipping mode.')
    .default(() => [...DEFAULT_DOCK_SHIPPING_MODES]),
  stopTypes: z
    .array(z.enum(DockStopType))
    .min(1, 'Pick at least one stop type.')
    .default(() => [...DEFAULT_DOCK_STOP_TYPES]),
  instructions: optionalText,
});

type LocationInputBody = z.output<typeof LocationInputSchema>;

/**
 * The location as stored: a Canadian postal code sets CA (spec 001 §5); coordinates and zone come
 * from geocoding when the form did not send them. The company defaults to the user's own.
 */
function locationFrom(
  user: UserRecord,
  body: LocationInputBody,
  identity: { id: string; locationNumber: string },
): LocationRecord {
  const postalCode = formatPostalCode(body.postalCode);
  const country = countryForPostalCode(postalCode, body.country);
  const place =
    geocode({ postalCode, country }).find((p) => p.city.toLowerCase() === body.city.toLowerCase()) ??
    geocode({ postalCode, country })[0];
  const { latitude, longitude, ianaTimeZone, companyId, ...rest } = body;
  const located =
    latitude !== undefined && longitude !== undefined
      ? { latitude, longitude }
      : place
        ? { latitude: place.latitude, longitude: place.longitude }
        : {};
  const zone = ianaTimeZone ?? place?.ianaTimeZone;
  return {
    ...rest,
    ...located,
    ...(zone ? { ianaTimeZone: zone } : {}),
    province: body.province.toUpperCase(),
    postalCode,
    country,
    companyId: companyId ?? user.companyId,
    id: identity.id,
    locationNumber: identity.locationNumber,
    networkCompanyId: user.companyId,
  };
}

/** One primary location per company: a new primary takes the flag from the others. */
function keepOnePrimary(state: ShipperState, location: LocationRecord): void {
  if (!location.isPrimaryLocation) return;
  for (const other of state.locations.values()) {
    if (
      other.id !== location.id &&
      other.networkCompanyId === location.networkCompanyId &&
      other.companyId === location.companyId
    )
      other.isPrimaryLocation = false;
  }
}

function addressBook(context: CallContext): LocationRecord[] {
  const user = signedInUser(context);
  return [...shipperState(context).locations.values()].filter((l) => l.networkCompanyId === user.companyId);
}

function matches(location: LocationRecord, search: string | undefined): boolean {
  if (!search) return true;
  const needle = search.toLowerCase();
  return [
    location.name,
    location.locationNumber,
    location.city,
    location.province,
    location.postalCode,
    location.addressLine1,
    ...location.ediCodes,
  ].some((v) => v.toLowerCase().includes(needle));
}

function byName(a: LocationRecord, b: LocationRecord): number {
  return (
    Number(b.isPrimaryLocation) - Number(a.isPrimaryLocation) ||
    a.name.localeCompare(b.name) ||
    a.locationNumber.localeCompare(b.locationNumber)
  );
}

function listed(rows: LocationRecord[], context: CallContext, defaultPageSize: number) {
  const page = pageOf(rows.sort(byName), paging(context.query, defaultPageSize));
  return { ...page, data: page.data.map(stripNetwork) };
}

function dockScheduleOf(context: CallContext, location: LocationRecord): DockScheduleRecord | undefined {
  return shipperState(context).dockSchedules.get(location.id);
}

/** A location can be quoted once it is placed on the map: rating needs coordinates and a zone. */
function isQuotable(location: Location): boolean {
  return (
    location.latitude !== undefined && location.longitude !== undefined && location.ianaTimeZone !== undefined
  );
}

export const shipperLocationHandlers = {
  'locations.find': (context) => {
    const user = signedInUser(context);
    const scope = text(context.query, 'scope') ?? LocationListKind.Company;
    if (scope !== LocationListKind.Company && scope !== LocationListKind.All)
      throw fieldProblem('scope', "The scope is 'company' or 'all'.");
    const search = text(context.query, 'search');
    const companyId = text(context.query, 'companyId');
    const rows = addressBook(context).filter(
      (l) =>
        (scope === LocationListKind.All || l.companyId === user.companyId) &&
        (!companyId || l.companyId === companyId) &&
        matches(l, search),
    );
    return listed(rows, context, 10);
  },
  'locations.edi': (context) =>
    listed(
      addressBook(context).filter((l) => l.ediCodes.length > 0 && matches(l, text(context.query, 'search'))),
      context,
      50,
    ),
  'locations.quotableIndex': (context) =>
    listed(
      addressBook(context).filter((l) => isQuotable(l) && matches(l, text(context.query, 'search'))),
      context,
      50,
    ),
  'locations.get': (context) => stripNetwork(ownLocation(context)),
  'locations.create': (context) => {
    const user = signedInUser(context);
    const body = parseBody(LocationInputSchema, context);
    const state = shipperState(context);
    const location = locationFrom(user, body, {
      id: randomUUID(),
      locationNumber: `LOC${state.sequences.locationNumber++}`,
    });
    state.locations.set(location.id, location);
    keepOnePrimary(state, location);
    return stripNetwork(location);
  },
  'locations.update': (context) => {
    const user = signedInUser(context);
    const existing = ownLocation(context);
    const body = parseBody(LocationInputSchema, context);
    const state = shipperState(context);
    const location = locationFrom(user, body, existing);
    state.locations.set(location.id, location);
    keepOnePrimary(state, location);
    return stripNetwork(location);
  },
  'locations.getDockSchedule': (context) => {
    const schedule = dockScheduleOf(context, ownLocation(context));
    // None yet: 404, which the client reads as null and the form fills with the defaults.
    if (!schedule) throw notFoundProblem('A dock schedule');
    return schedule;
  },
  'locations.createDockSchedule': (context) => {
    const location = ownLocation(context);
    const body = parseBody(DockScheduleInputSchema, context);
    if (dockScheduleOf(context, location))
      throw fieldProblem(
        'locationId',
        `Location ${location.locationNumber} already has a dock schedule; update it instead.`,
      );
    const schedule: DockScheduleRecord = { ...body, id: randomUUID(), locationId: location.id };
    shipperState(context).dockSchedules.set(location.id, schedule);
    return schedule;
  },
  'locations.updateDockSchedule': (context) => {
    const location = ownLocation(context);
    const body = parseBody(DockScheduleInputSchema, context);
    const existing = dockScheduleOf(context, location);
    if (!existing) throw notFoundProblem(`The dock schedule of location ${location.locationNumber}`);
    const schedule: DockScheduleRecord = { ...body, id: existing.id, locationId: location.id };
    shipperState(context).dockSchedules.set(location.id, schedule);
    return schedule;
  },
  'locations.geocode': (context) => {
    signedInUser(context);
    const postalCode = text(context.query, 'postalCode');
    const address = text(context.query, 'address');
    const country = text(context.query, 'country');
    if (!postalCode && !address) throw fieldProblem('postalCode', 'Give a postal code or an address.');
    if (postalCode && !isKnownPostalCodeShape(postalCode))
      throw fieldProblem('postalCode', 'Use a US ZIP code or a Canadian postal code.');
    return geocode({
      ...(postalCode ? { postalCode } : {}),
      ...(address ? { address } : {}),
      ...(country ? { country } : {}),
    });
  },
} satisfies Partial<HandlerTable>;
