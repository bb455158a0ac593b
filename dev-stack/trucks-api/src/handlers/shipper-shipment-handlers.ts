// Shipments as the shipper manages them (spec 001 §3, §7): created from orders, booked or tendered,
// tracked stop by stop, voided. Shipments belong to the user's company; others' answer 404.
//
// This file holds the lists and their counters, saved views, consolidation, the details, cases and the
// bill of lading, and gathers the area's table; creating (shipper-shipment-creation.ts), booking
// (shipper-shipment-booking.ts) and tracking (shipper-shipment-tracking.ts) live beside it.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { DocumentFileType } from '@trucks/shared-contracts/domain/document-file-type';
import { EntityType } from '@trucks/shared-contracts/domain/entity-type';
import { OnTimeStatus } from '@trucks/shared-contracts/domain/on-time-status';
import { OrderStopType } from '@trucks/shared-contracts/domain/order-type';
import {
  MANAGED_SHIPMENT_LIST_STATUSES,
  ShipmentStatus,
} from '@trucks/shared-contracts/domain/shipment-status';
import { CONSOLIDATION_DEFAULTS } from '@trucks/shared-contracts/rules/consolidation-defaults';
import type { Case } from '@trucks/shared-contracts/domain/case';
import type { OrderStop } from '@trucks/shared-contracts/domain/order';
import type { PortalDocument } from '@trucks/shared-contracts/domain/document';
import type {
  OnTimeCounts,
  ShipmentStatusCounts,
} from '@trucks/shared-contracts/api/catalogue/tms-shipments';
import { fieldProblem, modelStateProblem } from '../http/problem';
import { numberList, int, pageOf, paging, parseBody, signedInUser, text } from './context-helpers';
import {
  companyOrders,
  companyShipments,
  coordinatesOf,
  filterSetsOf,
  FilterSetInputSchema,
  managedShipmentView,
  milesApart,
  orderStatusTab,
  ownManagedShipment,
  ownOrder,
  orderUnits,
  orderWeight,
  pickupDateOf,
  saveFilterSet,
  shipperState,
  withFilterSet,
  ordersOf,
} from './shipper-views';
import { renderBillOfLading } from './shipper-bol';
import { storeNewDocument } from './document-files';
import type { OrderRecord } from '../seed/shipper-records';
import type { CallContext, HandlerTable } from './handler-types';
import type { CaseRecord } from '../store/records';
import { shipmentBookingHandlers } from './shipper-shipment-booking';
import { shipmentCreationHandlers } from './shipper-shipment-creation';
import { shipmentTrackingHandlers } from './shipper-shipment-tracking';

const ViewSchema = z.enum(['booking', 'tracking'], "The view is 'booking' or 'tracking'.");

function viewOf(query: Record<string, unknown>) {
  const parsed = ViewSchema.safeParse(query.view);
  if (!parsed.success) throw fieldProblem('view', "The view is 'booking' or 'tracking'.");
  return parsed.data;
}

/** The view's shipments after every filter except `skip` (the counters leave out their own filter). */
function listedShipments(context: CallContext, skip?: 'statuses' | 'onTimeStatuses') {
  const view = viewOf(context.query);
  const query = withFilterSet(context, view);
  const user = signedInUser(context);
  const viewStatuses = MANAGED_SHIPMENT_LIST_STATUSES[view];
  const statuses = skip === 'statuses' ? undefined : numberList(query, 'statuses');
  const onTime = skip === 'onTimeStatuses' ? undefined : numberList(query, 'onTimeStatuses');
  const equipmentMode = int(query, 'equipmentMode');
  const shippingMode = int(query, 'shippingMode');
  const search = text(query, 'search')?.toLowerCase();
  const start = text(query, 'pickupDateStart')?.slice(0, 10);
  const end = text(query, 'pickupDateEnd')?.slice(0, 10);
  const rows = companyShipments(shipperState(context), user).filter((s) => {
    const pickupDate = s.pickupAt.slice(0, 10);
    return (
      // Voided shipments show only when asked for by status, in the booking view.
      (statuses
        ? statuses.includes(s.status) &&
          (viewStatuses.includes(s.status) || (view === 'booking' && s.status === ShipmentStatus.Voided))
        : viewStatuses.includes(s.status)) &&
      (!onTime || (s.onTimeStatus !== null && onTime.includes(s.onTimeStatus))) &&
      (equipmentMode === undefined || s.equipmentMode === equipmentMode) &&
      (shippingMode === undefined || s.shippingMode === shippingMode) &&
      (!start || pickupDate >= start) &&
      (!end || pickupDate <= end) &&
      (!search ||
        s.shipmentNumber.includes(search) ||
        s.orderNumbers.some((n) => n.includes(search)) ||
        s.stops.some((stop) => stop.city.toLowerCase().includes(search)) ||
        (s.bookedCarrier?.carrierName.toLowerCase().includes(search) ?? false))
    );
  });
  // Booking works through the next pickups first; tracking shows the latest freight first.
  rows.sort((a, b) =>
    view === 'booking' ? a.pickupAt.localeCompare(b.pickupAt) : b.pickupAt.localeCompare(a.pickupAt),
  );
  return { view, viewStatuses, rows, query };
}

function caseView(record: CaseRecord): Case {
  const {
    carrierId: _carrierId,
    customerId: _customerId,
    comments: _comments,
    history: _history,
    ...wire
  } = record;
  return wire;
}

const positiveNumber = (name: string) =>
  z.coerce.number({ message: `${name} must be a number.` }).positive(`${name} must be above zero.`);

const ConsolidationQuerySchema = z.object({
  orderNumber: z
    .string({ message: 'The order number is required.' })
    .trim()
    .min(1, 'The order number is required.'),
  maxWeight: positiveNumber('maxWeight').default(CONSOLIDATION_DEFAULTS.maxWeight),
  maxUnits: positiveNumber('maxUnits').default(CONSOLIDATION_DEFAULTS.maxUnits),
  distanceMiles: positiveNumber('distanceMiles').default(CONSOLIDATION_DEFAULTS.distanceMiles),
  dateWindowDays: z.coerce
    .number({ message: 'dateWindowDays must be a number.' })
    .int()
    .nonnegative()
    .default(CONSOLIDATION_DEFAULTS.dateWindowDays),
});

const shipmentListHandlers = {
  'tmsShipments.list': (context) => {
    const { rows, query } = listedShipments(context);
    const page = pageOf(rows, paging(query, 10));
    return { ...page, data: page.data.map(managedShipmentView) };
  },
  'tmsShipments.statusCounts': (context) => {
    const { rows, viewStatuses } = listedShipments(context, 'statuses');
    const counts: ShipmentStatusCounts = { all: rows.length };
    for (const status of viewStatuses) counts[`${status}`] = 0;
    for (const shipment of rows) counts[`${shipment.status}`] = (counts[`${shipment.status}`] ?? 0) + 1;
    return counts;
  },
  'tmsShipments.onTimeCounts': (context) => {
    const { rows } = listedShipments(context, 'onTimeStatuses');
    const counts: OnTimeCounts = {};
    for (const status of Object.values(OnTimeStatus)) counts[`${status}`] = 0;
    for (const shipment of rows)
      if (shipment.onTimeStatus !== null)
        counts[`${shipment.onTimeStatus}`] = (counts[`${shipment.onTimeStatus}`] ?? 0) + 1;
    return counts;
  },
  'tmsShipments.filterSets': (context) =>
    filterSetsOf(shipperState(context), signedInUser(context), viewOf(context.query)),
  'tmsShipments.saveFilterSet': (context) => {
    const input = parseBody(FilterSetInputSchema.extend({ view: ViewSchema }), context);
    return saveFilterSet(shipperState(context), signedInUser(context), input.view, input, randomUUID());
  },
  'tmsShipments.consolidatableOrders': (context) => {
    const user = signedInUser(context);
    const parsed = ConsolidationQuerySchema.safeParse(context.query);
    if (!parsed.success)
      throw modelStateProblem(
        Object.fromEntries(
          parsed.error.issues.map((issue) => [issue.path.join('.') || 'query', [issue.message]]),
        ),
      );
    const limits = parsed.data;
    const state = shipperState(context);
    const base = ownOrder(context, limits.orderNumber);
    const pickupOf = (order: OrderRecord) => order.stops.find((s) => s.type === OrderStopType.Pickup);
    const deliveryOf = (order: OrderRecord) =>
      [...order.stops].reverse().find((s) => s.type === OrderStopType.Delivery);
    const at = (stop: OrderStop | undefined) =>
      stop
        ? coordinatesOf({
            ...stop.location,
            state: 'province' in stop.location ? stop.location.province : stop.location.state,
          })
        : undefined;
    const day = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;
    const baseDay = day(pickupDateOf(base));
    const baseOrigin = at(pickupOf(base));
    const baseDestination = at(deliveryOf(base));
    const candidates = companyOrders(state, user)
      .filter(
        (order) =>
          order.orderNumber !== base.orderNumber &&
          orderStatusTab(order, state) === 'open' &&
          order.equipmentMode === base.equipmentMode,
      )
      .filter((order) => Math.abs(day(pickupDateOf(order)) - baseDay) <= limits.dateWindowDays)
      .map((order) => ({
        order,
        originMiles: milesApart(baseOrigin, at(pickupOf(order))),
        destinationMiles: milesApart(baseDestination, at(deliveryOf(order))),
      }))
      .filter((c) => c.originMiles <= limits.distanceMiles && c.destinationMiles <= limits.distanceMiles)
      .sort(
        (a, b) =>
          a.originMiles + a.destinationMiles - (b.originMiles + b.destinationMiles) ||
          a.order.orderNumber.localeCompare(b.order.orderNumber),
      );
    // Greedy, nearest first: every order returned fits on one truck with the base order and the others.
    let weight = orderWeight(base);
    let units = orderUnits(base);
    const fitting: OrderRecord[] = [];
    for (const { order } of candidates) {
      if (weight + orderWeight(order) > limits.maxWeight || units + orderUnits(order) > limits.maxUnits)
        continue;
      weight += orderWeight(order);
      units += orderUnits(order);
      fitting.push(order);
    }
    return fitting.map((order) => {
      const { companyId: _companyId, createdAt: _createdAt, ...wire } = order;
      return wire;
    });
  },
  'tmsShipments.details': (context) => {
    const shipment = ownManagedShipment(context);
    // The carrier's third-party payer invoice billing this shipment to the shipper, when any.
    const invoice = [...context.store.thirdPartyInvoices.values()].find((i) => i.shipmentId === shipment.id);
    return { ...managedShipmentView(shipment), invoiceNumber: invoice?.invoiceNumber ?? null };
  },
  'tmsShipments.cases': (context) => {
    const shipment = ownManagedShipment(context);
    const rows = [...context.store.cases.values()]
      .filter((c) => c.shipmentId === shipment.id || c.shipmentNumber === shipment.shipmentNumber)
      .map(caseView);
    // Cases per shipment come in one page of up to 1000 (spec 001 §9), above the usual list cap.
    const page = Math.max(1, int(context.query, 'page') ?? 1);
    const pageSize = Math.min(1000, Math.max(1, int(context.query, 'pageSize') ?? 1000));
    return pageOf(rows, { page, pageSize });
  },
  'tmsShipments.createBol': async (context) => {
    const user = signedInUser(context);
    const shipment = ownManagedShipment(context);
    if (shipment.status === ShipmentStatus.Voided)
      throw fieldProblem('shipmentStatus', `Shipment ${shipment.shipmentNumber} is voided.`);
    const issuedAt = context.services.now();
    const bytes = await renderBillOfLading({
      shipment,
      orders: ordersOf(context, shipment),
      shipperName: context.store.companies.get(shipment.companyId)?.name ?? '',
      issuedAt,
    });
    const document = storeNewDocument(context.store, {
      name: `BOL ${shipment.shipmentNumber}.pdf`,
      extension: 'pdf',
      fileType: DocumentFileType.BillOfLading,
      entityType: EntityType.Shipment,
      entityId: shipment.id,
      entityDescription: `Shipment ${shipment.shipmentNumber}`,
      createdDateTime: issuedAt.toISOString(),
      createdBy: `${user.firstName} ${user.lastName}`,
      ownerCompanyId: user.companyId,
      contentType: 'application/pdf',
      bytes,
    });
    shipment.bolDocumentId = document.id;
    shipment.activities.unshift({
      timeStamp: issuedAt.toISOString(),
      description: 'Bill of lading generated',
    });
    const answer: PortalDocument = {
      id: document.id,
      name: document.name,
      extension: 'pdf',
      fileURL: document.fileURL ?? null,
      fileType: DocumentFileType.BillOfLading,
      entityType: EntityType.Shipment,
      entityId: shipment.id,
      createdDateTime: issuedAt.toISOString(),
      createdBy: `${user.firstName} ${user.lastName}`,
    };
    return answer;
  },
} satisfies Partial<HandlerTable>;

/** Every tmsShipments call, by catalogue id. */
export const shipperShipmentHandlers = {
  ...shipmentCreationHandlers,
  ...shipmentListHandlers,
  ...shipmentBookingHandlers,
  ...shipmentTrackingHandlers,
} satisfies Partial<HandlerTable>;
