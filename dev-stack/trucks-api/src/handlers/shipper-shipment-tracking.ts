// Tracking a booked shipment stop by stop (spec 001 §7): stop times, arrivals, departures and
// preloads with their activity, the empty location, the equipment and the drivers.
import { z } from 'zod';
import { OrderStopType } from '@trucks/shared-contracts/domain/order-type';
import {
  BOOKING_STATUSES,
  MOVING_STATUSES,
  ShipmentStatus,
} from '@trucks/shared-contracts/domain/shipment-status';
import type { ShipmentDriver } from '@trucks/shared-contracts/domain/shipment';
import { fieldProblem, modelStateProblem, notFoundProblem } from '../http/problem';
import { param, parseBody } from './context-helpers';
import {
  isKnownPostalCodeShape,
  OffsetDateTimeSchema,
  ownManagedShipment,
  stopView,
  requireStatus,
} from './shipper-views';
import type { ManagedShipmentRecord, ManagedStopRecord } from '../seed/shipper-records';
import type { CallContext, HandlerTable } from './handler-types';

const StopEventSchema = z.object({
  dateTime: OffsetDateTimeSchema,
  confirmedPackageCount: z.number().int().nonnegative().optional(),
  confirmedPalletCount: z.number().int().nonnegative().optional(),
});

const PreloadSchema = z.object({
  preloadedDateTime: OffsetDateTimeSchema,
  trailerNumber: z.string().trim().min(1).max(30).optional(),
});

const StopUpdateSchema = z
  .array(
    z.object({
      id: z.string().min(1),
      early: OffsetDateTimeSchema.nullish(),
      late: OffsetDateTimeSchema.nullish(),
      appointment: OffsetDateTimeSchema.nullish(),
    }),
  )
  .min(1, 'Send at least one stop.')
  .superRefine((stops, context) =>
    stops.forEach((stop, index) => {
      if (stop.early && stop.late && Date.parse(stop.early) > Date.parse(stop.late)) {
        context.addIssue({
          code: 'custom',
          path: [index, 'late'],
          message: 'The late time is before the early time.',
        });
      }
    }),
  );

const EmptyLocationSchema = z.object({
  city: z.string().trim().min(1, 'The city is required.'),
  state: z.string().trim().min(2, 'The state or province is required.'),
  postalCode: z
    .string()
    .trim()
    .refine(isKnownPostalCodeShape, 'Use a US ZIP code or a Canadian postal code.')
    .optional(),
  emptyDateTime: OffsetDateTimeSchema,
});

const EquipmentSchema = z
  .object({
    trailerNumber: z.string().trim().min(1).max(30).optional(),
    powerUnitNumber: z.string().trim().min(1).max(30).optional(),
    trailerLength: z.number().positive().max(60, 'A trailer is at most 60 feet.').optional(),
    sealNumber: z.string().trim().min(1).max(30).optional(),
  })
  .strict();

function stopParam(context: CallContext, shipment: ManagedShipmentRecord): ManagedStopRecord {
  const stopId = param(context, 'stopId');
  const stop = shipment.stops.find((s) => s.id === stopId);
  if (!stop) throw notFoundProblem(`Stop ${stopId} of shipment ${shipment.shipmentNumber}`);
  return stop;
}

function driverOf(context: CallContext, carrierId: string, driverId: string): ShipmentDriver | undefined {
  const contact = context.store.contacts.get(driverId);
  if (!contact || contact.deleted || contact.companyId !== carrierId || !contact.roles.includes('Driver'))
    return undefined;
  return {
    id: contact.id,
    firstName: contact.firstName,
    lastName: contact.lastName,
    ...(contact.phoneNumbers[0] ? { phoneNumber: contact.phoneNumbers[0].value } : {}),
    ...(contact.emailAddresses[0] ? { emailAddress: contact.emailAddresses[0].value } : {}),
  };
}

function stopActivity(
  shipment: ManagedShipmentRecord,
  stop: ManagedStopRecord,
  timeStamp: string,
  description: string,
): void {
  shipment.activities.unshift({
    timeStamp,
    description,
    city: stop.city,
    state: stop.state,
    ...(stop.latitude !== undefined && stop.longitude !== undefined
      ? { latitude: stop.latitude, longitude: stop.longitude }
      : {}),
  });
}

export const shipmentTrackingHandlers = {
  'tmsShipments.stops': (context) => ownManagedShipment(context).stops.map(stopView),
  'tmsShipments.updateStops': (context) => {
    const shipment = ownManagedShipment(context);
    const updates = parseBody(StopUpdateSchema, context);
    const unknown = updates.flatMap((u, index) =>
      shipment.stops.some((s) => s.id === u.id)
        ? []
        : [[`${index}.id`, [`Stop ${u.id} is not on shipment ${shipment.shipmentNumber}.`]] as const],
    );
    if (unknown.length) throw modelStateProblem(Object.fromEntries(unknown.map(([k, v]) => [k, [...v]])));
    requireStatus(shipment, [...BOOKING_STATUSES, ...MOVING_STATUSES], 'rescheduled');
    for (const update of updates) {
      const stop = shipment.stops.find((s) => s.id === update.id)!;
      if (update.early !== undefined) stop.early = update.early;
      if (update.late !== undefined) stop.late = update.late;
      if (update.appointment !== undefined) stop.appointment = update.appointment;
    }
    return shipment.stops.map(stopView);
  },
  'tmsShipments.stopArrival': (context) => {
    const shipment = ownManagedShipment(context);
    const stop = stopParam(context, shipment);
    const event = parseBody(StopEventSchema, context);
    requireStatus(shipment, MOVING_STATUSES, 'tracked');
    if (stop.arrivedAt) throw fieldProblem('stopId', `Stop ${stop.stopNumber} already has an arrival.`);
    const earlier = shipment.stops.find((s) => s.stopNumber < stop.stopNumber && !s.departedAt);
    if (earlier) throw fieldProblem('stopId', `Stop ${earlier.stopNumber} has no departure yet.`);
    stop.arrivedAt = new Date(event.dateTime).toISOString();
    if (event.confirmedPackageCount !== undefined) stop.confirmedPackageCount = event.confirmedPackageCount;
    if (event.confirmedPalletCount !== undefined) stop.confirmedPalletCount = event.confirmedPalletCount;
    shipment.status = ShipmentStatus.AtStop;
    stopActivity(shipment, stop, stop.arrivedAt, `Arrived at stop ${stop.stopNumber}`);
    return stopView(stop);
  },
  'tmsShipments.stopDeparture': (context) => {
    const shipment = ownManagedShipment(context);
    const stop = stopParam(context, shipment);
    const event = parseBody(StopEventSchema, context);
    requireStatus(shipment, MOVING_STATUSES, 'tracked');
    if (!stop.arrivedAt) throw fieldProblem('stopId', `Stop ${stop.stopNumber} has no arrival yet.`);
    if (stop.departedAt) throw fieldProblem('stopId', `Stop ${stop.stopNumber} already has a departure.`);
    const departedAt = new Date(event.dateTime).toISOString();
    if (departedAt < stop.arrivedAt) throw fieldProblem('dateTime', 'The departure is before the arrival.');
    stop.departedAt = departedAt;
    if (event.confirmedPackageCount !== undefined) stop.confirmedPackageCount = event.confirmedPackageCount;
    if (event.confirmedPalletCount !== undefined) stop.confirmedPalletCount = event.confirmedPalletCount;
    const last = shipment.stops[shipment.stops.length - 1];
    shipment.status = stop === last ? ShipmentStatus.Delivered : ShipmentStatus.InTransit;
    stopActivity(
      shipment,
      stop,
      departedAt,
      stop === last ? `Delivered at stop ${stop.stopNumber}` : `Departed stop ${stop.stopNumber}`,
    );
    return stopView(stop);
  },
  'tmsShipments.stopPreload': (context) => {
    const shipment = ownManagedShipment(context);
    const stop = stopParam(context, shipment);
    const preload = parseBody(PreloadSchema, context);
    if (stop.stopType !== OrderStopType.Pickup)
      throw fieldProblem('stopId', `Stop ${stop.stopNumber} is a delivery; only pickups are preloaded.`);
    requireStatus(shipment, [...BOOKING_STATUSES, ...MOVING_STATUSES], 'preloaded');
    if (stop.departedAt) throw fieldProblem('stopId', `Stop ${stop.stopNumber} has already departed.`);
    stop.preload = preload;
    stopActivity(
      shipment,
      stop,
      new Date(preload.preloadedDateTime).toISOString(),
      `Preloaded at stop ${stop.stopNumber}${preload.trailerNumber ? ` on trailer ${preload.trailerNumber}` : ''}`,
    );
    return stopView(stop);
  },
  'tmsShipments.trackingActivities': (context) => [...ownManagedShipment(context).activities],
  'tmsShipments.emptyLocation': (context) => {
    const empty = ownManagedShipment(context).emptyLocation;
    if (!empty) throw notFoundProblem('An empty location');
    return empty;
  },
  'tmsShipments.updateEmptyLocation': (context) => {
    const shipment = ownManagedShipment(context);
    const body = parseBody(EmptyLocationSchema, context);
    if (!shipment.bookedCarrier)
      throw fieldProblem('shipmentStatus', `Shipment ${shipment.shipmentNumber} has no carrier yet.`);
    shipment.emptyLocation = {
      city: body.city,
      state: body.state.toUpperCase(),
      ...(body.postalCode ? { postalCode: body.postalCode } : {}),
      emptyDateTime: body.emptyDateTime,
    };
    return { ...shipment.emptyLocation };
  },
  'tmsShipments.equipment': (context) => ({ ...ownManagedShipment(context).equipment }),
  'tmsShipments.saveEquipment': (context) => {
    const shipment = ownManagedShipment(context);
    const equipment = parseBody(EquipmentSchema, context);
    if (!shipment.bookedCarrier)
      throw fieldProblem('shipmentStatus', `Shipment ${shipment.shipmentNumber} has no carrier yet.`);
    shipment.equipment = equipment;
    return { ...equipment };
  },
  'tmsShipments.drivers': (context) => ownManagedShipment(context).drivers.map((d) => ({ ...d })),
  'tmsShipments.saveDrivers': (context) => {
    const shipment = ownManagedShipment(context);
    const { driverIds } = parseBody(
      z.object({ driverIds: z.array(z.string().min(1)).max(2, 'At most two drivers (a team).') }),
      context,
    );
    const carrierId = shipment.bookedCarrier?.carrierId;
    if (!carrierId)
      throw fieldProblem('shipmentStatus', `Shipment ${shipment.shipmentNumber} has no carrier yet.`);
    const drivers = [...new Set(driverIds)].map((id) => ({ id, driver: driverOf(context, carrierId, id) }));
    const unknown = drivers
      .filter((d) => !d.driver)
      .map((d) => `${d.id} is not a driver of ${shipment.bookedCarrier?.carrierName}.`);
    if (unknown.length) throw modelStateProblem({ driverIds: unknown });
    shipment.drivers = drivers.map((d) => d.driver!);
    return shipment.drivers.map((d) => ({ ...d }));
  },
  'tmsShipments.removeDriver': (context) => {
    const shipment = ownManagedShipment(context);
    const driverId = param(context, 'driverId');
    if (!shipment.drivers.some((d) => d.id === driverId))
      throw notFoundProblem(`Driver ${driverId} on shipment ${shipment.shipmentNumber}`);
    shipment.drivers = shipment.drivers.filter((d) => d.id !== driverId);
    return undefined;
  },
} satisfies Partial<HandlerTable>;
