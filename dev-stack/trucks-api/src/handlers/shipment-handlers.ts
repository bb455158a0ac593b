// Carrier-side shipments (v2) and sub-resources, problem shipments, the trucks and quick searches.
import { z } from 'zod';
import {
  CARRIER_LIST_DEFAULT_STATUSES,
  ShipmentStatus,
} from '@trucks/shared-contracts/domain/shipment-status';
import { DocumentFileType } from '@trucks/shared-contracts/domain/document-file-type';
import { EntityType } from '@trucks/shared-contracts/domain/entity-type';
import { ShipmentType } from '@trucks/shared-contracts/domain/shipment-type';
import { fieldProblem, forbiddenProblem, modelStateProblem } from '../http/problem';
import {
  bool,
  contains,
  found,
  int,
  numberList,
  pageOf,
  paging,
  param,
  parseBody,
  signedInUser,
  text,
} from './context-helpers';
import { isVisibleInLists, laneMatches, reloadsAfter, searchResult, shipmentView } from './freight-views';
import {
  contentTypeOf,
  documentBytes,
  documentSummary,
  extensionOf,
  storeNewDocument,
  SUPPORTED_EXTENSIONS,
} from './document-files';
import { hashOf } from '../seed/seed-shipments';
import { FREIGHT_CITIES } from '../seed/cities';
import type { CallContext, HandlerTable } from './handler-types';
import { isDriverSession } from './call-access';
import { canSeeCase } from './records-scope';
import { paperworkShipment } from './shipment-paperwork';
import type { PaperworkShipment } from './shipment-paperwork';
import type { ShipmentRecord } from '../store/records';
import { shipmentByIdOrNumber } from '../store/store';
import type { TrucksStore, UserRecord } from '../store/store';

function shipmentParam(context: CallContext, name = 'id'): ShipmentRecord {
  const key = param(context, name);
  return found(shipmentByIdOrNumber(context.store, key), `Shipment ${key}`);
}

/** A shipment's paperwork: the carrier side's freight or the shipper's own managed shipment. */
function paperworkShipmentParam(context: CallContext, user: UserRecord): PaperworkShipment {
  const key = param(context, 'id');
  return found(paperworkShipment(context.store, user, key), `Shipment ${key}`);
}

/** Writes to a shipment are for the carrier it is booked to. */
function ownShipment(context: CallContext, name = 'id'): ShipmentRecord {
  const user = signedInUser(context);
  const shipment = shipmentParam(context, name);
  if (shipment.carrierId !== user.companyId)
    throw forbiddenProblem('That shipment is not booked to your company.');
  return shipment;
}

export function touch(shipment: ShipmentRecord): void {
  shipment.version += 1;
  shipment.hash = hashOf(shipment);
}

function listedShipments(context: CallContext, user: UserRecord): ShipmentRecord[] {
  const q = context.query;
  const statuses = numberList(q, 'statuses');
  const needsUpdates = bool(q, 'needsUpdates');
  const driverId = text(q, 'driverId');
  const search = text(q, 'search');
  const tripId = text(q, 'tripId');
  const start = text(q, 'pickupDateStart');
  const end = text(q, 'pickupDateEnd');
  return [...context.store.shipments.values()].filter(
    (s) =>
      isVisibleInLists(user, s) &&
      (!statuses || statuses.includes(s.status)) &&
      (needsUpdates === undefined || s.needsUpdates === needsUpdates) &&
      (!driverId || s.drivers.some((d) => d.id === driverId)) &&
      (!tripId || s.tripId === tripId) &&
      (!start || s.pickupAt >= start) &&
      (!end || s.pickupAt <= end) &&
      (!search || s.shipmentNumber.includes(search) || s.stops.some((stop) => contains(stop.city, search))),
  );
}

function sortShipments(rows: ShipmentRecord[], orderBy: string | undefined): ShipmentRecord[] {
  const descending = orderBy?.startsWith('-') ?? false;
  const key = orderBy?.replace(/^-/, '') ?? 'pickupDate';
  const sorted = [...rows].sort((a, b) =>
    key === 'shipmentNumber'
      ? a.shipmentNumber.localeCompare(b.shipmentNumber)
      : key === 'status'
        ? a.status - b.status
        : a.pickupAt.localeCompare(b.pickupAt),
  );
  return descending ? sorted.reverse() : sorted;
}

const AppointmentSchema = z
  .object({
    appointmentDateTime: z.iso.datetime({ offset: true }).nullish(),
    earlyDateTime: z.iso.datetime({ offset: true }).nullish(),
    lateDateTime: z.iso.datetime({ offset: true }).nullish(),
  })
  .refine(
    (v) =>
      v.appointmentDateTime !== undefined || v.earlyDateTime !== undefined || v.lateDateTime !== undefined,
    { message: 'Give at least one of the appointment times.' },
  );
const ProNumberSchema = z.object({ value: z.string().trim().min(1, 'The PRO number is required.').max(40) });
const EmptyBodySchema = z.object({}).strict();
const AssignDriverSchema = z.object({ driverId: z.string().trim().min(1, 'Choose a driver.') });
const FileTypeSchema = z.coerce.number().pipe(z.enum(DocumentFileType));

function quickPayFeeOf(store: TrucksStore, shipment: ShipmentRecord): number | null {
  const carrier = shipment.carrierId ? store.carriers.get(shipment.carrierId) : undefined;
  if (shipment.shipmentType !== ShipmentType.QuickPay || !carrier) return null;
  return Math.round(shipment.maxBuy * (carrier.paymentConfiguration.quickPayPercent ?? 0.05) * 100) / 100;
}

export const shipmentHandlers = {
  'shipments.list': (context) => {
    const user = signedInUser(context);
    const explicitFilters = ['statuses', 'needsUpdates', 'driverId', 'tripId', 'search'].some(
      (k) => context.query[k] !== undefined,
    );
    const query = explicitFilters
      ? context.query
      : { ...context.query, statuses: CARRIER_LIST_DEFAULT_STATUSES.map(String) };
    const rows = sortShipments(listedShipments({ ...context, query }, user), text(context.query, 'orderBy'));
    const page = pageOf(rows, paging(context.query, 10));
    return { ...page, data: page.data.map(shipmentView) };
  },
  'shipments.totalCount': (context) => ({
    totalCount: listedShipments(context, signedInUser(context)).length,
  }),
  'shipments.search': (context) => {
    const user = signedInUser(context);
    const q = text(context.query, 'q');
    if (!q) throw fieldProblem('q', 'Type part of a shipment number.');
    // A driver finds the loads they drive, the only ones they may open (call-access.ts).
    const findable = (s: ShipmentRecord) => !isDriverSession(user) || isVisibleInLists(user, s);
    const items = [...context.store.shipments.values()]
      .filter((s) => s.shipmentNumber.includes(q) && findable(s))
      .slice(0, 20)
      .map(searchResult);
    return { items, totalCount: items.length };
  },
  'shipments.get': (context) => {
    signedInUser(context);
    return shipmentView(shipmentParam(context));
  },
  'shipments.requirements': (context) => {
    signedInUser(context);
    return shipmentParam(context).requirements;
  },
  'shipments.laneMatches': (context) => {
    signedInUser(context);
    return laneMatches(context.store, shipmentParam(context));
  },
  'shipments.latestActivity': (context) => {
    signedInUser(context);
    const activity = shipmentParam(context).activity;
    return activity[activity.length - 1] ?? null;
  },
  'shipments.reloads': (context) => {
    signedInUser(context);
    const rows = reloadsAfter(context.store, shipmentParam(context));
    const currentCount = int(context.query, 'currentCount') ?? 0;
    // The reload panel pages by how many rows it already shows (currentCount), ten at a time.
    return {
      data: rows.slice(currentCount, currentCount + 10),
      page: Math.floor(currentCount / 10) + 1,
      pageSize: 10,
      totalCount: rows.length,
    };
  },
  'shipments.trips': (context) => {
    signedInUser(context);
    const shipment = shipmentParam(context);
    if (!shipment.tripId) return [];
    const members = [...context.store.shipments.values()].filter((s) => s.tripId === shipment.tripId);
    return [
      {
        id: shipment.tripId,
        shipmentNumbers: members.map((s) => s.shipmentNumber),
        driverId: shipment.drivers[0]?.id ?? null,
      },
    ];
  },
  'shipments.drivers': (context) => {
    signedInUser(context);
    return shipmentParam(context).drivers;
  },
  'shipments.assignDriver': (context) => {
    const user = signedInUser(context);
    const shipment = ownShipment(context);
    const { driverId } = parseBody(AssignDriverSchema, context);
    const contact = context.store.contacts.get(driverId);
    if (
      !contact ||
      contact.deleted ||
      contact.companyId !== user.companyId ||
      !contact.roles.includes('Driver')
    )
      throw fieldProblem('driverId', 'Choose a driver of your company.');
    if (shipment.drivers.some((d) => d.id === driverId))
      throw fieldProblem('driverId', 'That driver is already on this shipment.');
    if (shipment.drivers.length >= 2) throw fieldProblem('driverId', 'At most two drivers (a team).');
    shipment.drivers = [
      ...shipment.drivers,
      {
        id: contact.id,
        firstName: contact.firstName,
        lastName: contact.lastName,
        ...(contact.phoneNumbers[0] ? { phoneNumber: contact.phoneNumbers[0].value } : {}),
        ...(contact.emailAddresses[0] ? { emailAddress: contact.emailAddresses[0].value } : {}),
      },
    ];
    touch(shipment);
    return shipment.drivers;
  },
  'shipments.removeDriver': (context) => {
    const shipment = ownShipment(context);
    const driverId = param(context, 'driverId');
    if (!shipment.drivers.some((d) => d.id === driverId))
      throw fieldProblem('driverId', 'That driver is not on this shipment.');
    shipment.drivers = shipment.drivers.filter((d) => d.id !== driverId);
    touch(shipment);
  },
  'shipments.equipment': (context) => {
    signedInUser(context);
    return shipmentParam(context).equipment;
  },
  'shipments.documents': (context) => {
    const user = signedInUser(context);
    const shipment = paperworkShipmentParam(context, user);
    // The shipment's own documents and those filed on its cases that the user may see (a case's
    // documents page shows its shipment's documents).
    const onItsCase = (caseId: string) => {
      const record = context.store.cases.get(caseId);
      return record?.shipmentId === shipment.id && canSeeCase(user, record);
    };
    return [...context.store.documents.values()]
      .filter(
        (d) =>
          !d.required &&
          ((d.entityType === EntityType.Shipment && d.entityId === shipment.id) ||
            (d.entityType === EntityType.Case && onItsCase(d.entityId))),
      )
      .map(documentSummary);
  },
  'shipments.uploadDocument': (context) => {
    const user = signedInUser(context);
    const shipment = ownShipment(context);
    const file = context.files[0];
    const body = (context.body ?? {}) as Record<string, unknown>;
    const errors: Record<string, string[]> = {};
    if (!file) errors.file = ['Please select a file'];
    const fileType = FileTypeSchema.safeParse(body.fileType);
    if (!fileType.success) errors.fileType = ['Please select a file type'];
    const name =
      typeof body.name === 'string' && body.name.trim() ? body.name.trim() : (file?.fileName ?? '');
    const extension = extensionOf(name) || extensionOf(file?.fileName ?? '');
    if (file && !SUPPORTED_EXTENSIONS.includes(extension))
      errors.file = [`Files of type '${extension || 'unknown'}' are not accepted.`];
    if (Object.keys(errors).length || !file || !fileType.success) throw modelStateProblem(errors);
    const record = storeNewDocument(context.store, {
      name,
      extension,
      fileType: fileType.data,
      createdDateTime: context.services.now().toISOString(),
      entityType: EntityType.Shipment,
      entityId: shipment.id,
      entityDescription: `Shipment ${shipment.shipmentNumber}`,
      ownerCompanyId: user.companyId,
      contentType: contentTypeOf(extension, file.contentType),
      bytes: new Uint8Array(file.bytes),
    });
    return documentSummary(record);
  },
  'shipments.stops': (context) => {
    signedInUser(context);
    return shipmentParam(context).stops;
  },
  'shipments.orderDropoffs': (context) => {
    const shipment = paperworkShipmentParam(context, signedInUser(context));
    const dropoffs = shipment.stops
      .filter((s) => s.isDropoff)
      .map((s) => ({ stopNumber: s.stopNumber, stopId: s.id }));
    return shipment.orderNumbers.map((orderNumber) => ({ orderNumber, dropoffs }));
  },
  'shipments.billingConfiguration': (context) => {
    signedInUser(context);
    const shipment = shipmentParam(context);
    const carrier = shipment.carrierId ? context.store.carriers.get(shipment.carrierId) : undefined;
    const fuel = Math.round(shipment.miles * 0.45 * 100) / 100;
    const lineHaul = Math.round((shipment.maxBuy - fuel) * 100) / 100;
    return {
      paymentTerms: carrier?.paymentConfiguration.paymentTerms ?? 0,
      shipmentType: shipment.shipmentType ?? ShipmentType.Standard,
      lineHaul,
      fuelSurcharge: fuel,
      accessorialsTotal: 0,
      total: shipment.maxBuy,
      quickPayFee: quickPayFeeOf(context.store, shipment),
    };
  },
  'shipments.trackingProblems': (context) => {
    signedInUser(context);
    return shipmentParam(context).trackingProblems;
  },
  'shipments.rateConfirmationDocument': async (context) => {
    signedInUser(context);
    const shipment = ownShipment(context);
    const doc = [...context.store.documents.values()].find(
      (d) => d.entityId === shipment.id && d.fileType === DocumentFileType.SignedRateConfirmation,
    );
    const file = doc ? await documentBytes(doc) : undefined;
    return found(file, `The rate confirmation of shipment ${shipment.shipmentNumber}`);
  },
  'shipments.updateStopAppointment': (context) => {
    const shipment = ownShipment(context);
    const stop = found(
      shipment.stops.find((s) => s.id === param(context, 'stopId')),
      `Stop ${param(context, 'stopId')}`,
    );
    const update = parseBody(AppointmentSchema, context);
    if (update.appointmentDateTime !== undefined) stop.appointmentDateTime = update.appointmentDateTime;
    if (update.earlyDateTime !== undefined) stop.earlyDateTime = update.earlyDateTime;
    if (update.lateDateTime !== undefined) stop.lateDateTime = update.lateDateTime;
    touch(shipment);
    return stop;
  },
  'shipments.updateShippingProNumber': (context) => {
    const shipment = ownShipment(context);
    shipment.proNumber = parseBody(ProNumberSchema, context).value;
    touch(shipment);
  },
  'shipments.quickClosure': (context) => {
    const shipment = ownShipment(context);
    parseBody(EmptyBodySchema, context);
    if (shipment.status < ShipmentStatus.InTransit || shipment.status >= ShipmentStatus.Delivered) {
      throw fieldProblem('status', 'Only a shipment in transit or at a stop can be closed quickly.');
    }
    shipment.status = ShipmentStatus.Delivered;
    shipment.stops = shipment.stops.map((s) => ({ ...s, status: 5 }));
    shipment.needsUpdates = false;
    touch(shipment);
  },
  'shipments.problemShipments': (context) => {
    const user = signedInUser(context);
    const rows = [...context.store.shipments.values()].filter(
      (s) => isVisibleInLists(user, s) && s.trackingProblems.length > 0,
    );
    const page = pageOf(rows, paging(context.query, 10));
    return { ...page, data: page.data.map(shipmentView) };
  },
  'quickSearches.shipments': (context) => {
    signedInUser(context);
    const query = text(context.query, 'query') ?? '';
    const rows = [...context.store.shipments.values()]
      .filter((s) => query && s.shipmentNumber.includes(query))
      .map(searchResult);
    return pageOf(rows, paging(context.query, 10));
  },
  'quickSearches.powerUnits': (context) => {
    const user = signedInUser(context);
    const query = text(context.query, 'query') ?? text(context.query, 'q');
    const rows = (context.store.equipment.get(user.companyId)?.powerUnits ?? [])
      .filter((p) => contains(p.unitNumber, query))
      .map((p) => ({ id: p.id, powerUnitNumber: p.unitNumber }));
    return pageOf(rows, paging(context.query, 10));
  },
  'quickSearches.quotableLocations': (context) => {
    signedInUser(context);
    const query = text(context.query, 'query') ?? text(context.query, 'q');
    const rows = FREIGHT_CITIES.filter((c) => contains(c.city, query) || contains(c.zip, query)).map((c) => ({
      id: `${c.city}-${c.state}`,
      name: `${c.city}, ${c.state}`,
      city: c.city,
      state: c.state,
      postalCode: c.zip,
    }));
    return pageOf(rows, paging(context.query, 10));
  },
} satisfies Partial<HandlerTable>;
