// The carrier: settings, payment configuration, equipment, reloads, score card.
import { z } from 'zod';
import { ShipmentStatus } from '@trucks/shared-contracts/domain/shipment-status';
import { TenderResponseStatus } from '@trucks/shared-contracts/domain/tender-response-status';
import { EquipmentMode } from '@trucks/shared-contracts/domain/equipment-mode';
import type { CarrierScoreCard } from '../store/wire-types';
import { forbiddenProblem } from '../http/problem';
import {
  bool,
  contains,
  found,
  int,
  pageOf,
  paging,
  param,
  parseBody,
  signedInUser,
  text,
} from './context-helpers';
import { isOnBoard, matchingView } from './freight-views';
import { FREIGHT_CITIES } from '../seed/cities';
import type { CallContext, HandlerTable } from './handler-types';
import type { CarrierRecord } from '../store/records';
import { shipmentByIdOrNumber } from '../store/store';

/** A carrier's own records only: another company's id answers 403. */
function ownCarrier(context: CallContext, idParam = 'id'): CarrierRecord {
  const user = signedInUser(context);
  const id = param(context, idParam);
  if (id !== user.companyId) throw forbiddenProblem('That carrier is not your company.');
  return found(context.store.carriers.get(id), `Carrier ${id}`);
}

function myCarrier(context: CallContext): CarrierRecord {
  const user = signedInUser(context);
  return found(context.store.carriers.get(user.companyId), 'Your carrier');
}

function scoreCard(context: CallContext, carrier: CarrierRecord): CarrierScoreCard {
  const hauled = [...context.store.shipments.values()].filter(
    (s) => s.carrierId === carrier.id && s.status >= ShipmentStatus.Delivered,
  );
  const tenders = [...context.store.tenders.values()].filter(
    (t) => t.carrierId === carrier.id && t.status !== TenderResponseStatus.Sent,
  );
  const accepted = tenders.filter((t) => t.status === TenderResponseStatus.Accepted).length;
  const fallOffs = [...context.store.tenders.values()].filter(
    (t) => t.carrierId === carrier.id && t.status === TenderResponseStatus.BookingRescinded,
  ).length;
  // Stable, plausible percentages derived from the carrier's data rather than random per call.
  const seed = carrier.companyNumber.split('').reduce((sum, ch) => sum + ch.charCodeAt(0), 0);
  return {
    onTimePickupPercent: 88 + (seed % 11),
    onTimeDeliveryPercent: 85 + (seed % 13),
    trackingCompliancePercent: 80 + (seed % 19),
    tenderAcceptancePercent: tenders.length ? Math.round((accepted / tenders.length) * 100) : 0,
    loadsDelivered: hauled.length,
    fallOffs,
    periodDays: 90,
    overallScore: 82 + (seed % 15),
  };
}

const ScheduleSchema = z.object({ schedule: z.enum(['Never', 'Daily', 'Weekly', 'Monthly']) });

export const carrierHandlers = {
  'carriers.get': (context) => {
    signedInUser(context);
    const {
      paymentConfiguration: _config,
      unsettledInvoiceNotificationSchedule: _schedule,
      ...carrier
    } = found(context.store.carriers.get(param(context, 'id')), `Carrier ${param(context, 'id')}`);
    return carrier;
  },
  'carriers.threePlCustomers': (context) => {
    ownCarrier(context);
    return [...context.store.companies.values()]
      .filter((c) => c.kind === 'shipper')
      .slice(0, 6)
      .map((c) => ({ id: c.id, name: c.name, companyNumber: c.companyNumber }));
  },
  'carriers.liveEquipment': (context) =>
    context.store.equipment.get(ownCarrier(context).id)?.liveEquipment ?? [],
  'carriers.reloads': (context) => {
    const carrier = ownCarrier(context);
    const anchor = text(context.query, 'reloadShipment');
    const shipment = anchor
      ? found(shipmentByIdOrNumber(context.store, anchor), `Shipment ${anchor}`)
      : undefined;
    const from = shipment ? shipment.stops[shipment.stops.length - 1]! : null;
    const originRadius = int(context.query, 'originRadius') ?? 250;
    const includePartials = bool(context.query, 'includePartials') ?? true;
    const start = text(context.query, 'dateRangeStart');
    const end = text(context.query, 'dateRangeEnd');
    const orderBy = text(context.query, 'orderBy') ?? 'deadHeadOrigin';
    void carrier;
    const rows = [...context.store.shipments.values()]
      .filter((s) => isOnBoard(s) && s.id !== shipment?.id && (includePartials || !s.isPartial))
      .filter((s) => (!start || s.pickupAt >= start) && (!end || s.pickupAt <= end))
      .map((s) => ({ s, m: matchingView(s, from) }))
      .filter(({ m }) => !from || m.deadHeadOrigin <= originRadius)
      .sort((a, b) =>
        orderBy === 'rate'
          ? (b.s.bookItNowRate?.calculatedRate ?? 0) - (a.s.bookItNowRate?.calculatedRate ?? 0)
          : orderBy === 'ratePerMile'
            ? (b.s.bookItNowRate?.calculatedRate ?? 0) / Math.max(b.s.miles, 1) -
              (a.s.bookItNowRate?.calculatedRate ?? 0) / Math.max(a.s.miles, 1)
            : orderBy === 'miles'
              ? a.s.miles - b.s.miles
              : orderBy === 'pickupDate'
                ? a.s.pickupAt.localeCompare(b.s.pickupAt)
                : a.m.deadHeadOrigin - b.m.deadHeadOrigin,
      )
      .map(({ m }) => m);
    return pageOf(rows, paging(context.query, 10));
  },
  'carriers.accessorialRateConfigurations': (context) => {
    ownCarrier(context);
    return [
      { id: 'acc-detention', accessorialName: 'Detention', rate: 60, chargeRateType: 'PerHour' as const },
      { id: 'acc-layover', accessorialName: 'Layover', rate: 250, chargeRateType: 'Flat' as const },
      { id: 'acc-tonu', accessorialName: 'Truck Order Not Used', rate: 150, chargeRateType: 'Flat' as const },
      { id: 'acc-stopoff', accessorialName: 'Stop-off', rate: 75, chargeRateType: 'Flat' as const },
    ];
  },
  'carriers.defaultSettings': (context) => {
    ownCarrier(context);
    return {
      defaultEquipmentMode: EquipmentMode.Dry,
      defaultOriginRadius: 100,
      defaultDestinationRadius: 150,
    };
  },
  'carriers.performanceMetric': (context) => ({ carrierScoreCard: scoreCard(context, ownCarrier(context)) }),
  'carriers.scorecard': (context) => scoreCard(context, ownCarrier(context)),
  'carriers.factoringCompanies': (context) => {
    ownCarrier(context);
    const factoring = [...context.store.companies.values()].filter((c) => c.kind === 'factoring');
    return factoring.map((c) => ({
      id: c.id,
      name: c.name,
      addressLine1: 'PO Box 1200',
      city: c.city,
      state: c.state,
      postalCode: c.postalCode,
    }));
  },
  'carriers.trackingDevices': (context) => {
    const carrier = ownCarrier(context, 'carrierId');
    const q = text(context.query, 'q');
    const rows = (context.store.equipment.get(carrier.id)?.trackingDevices ?? []).filter(
      (d) => contains(d.deviceIdentifier, q) || contains(d.powerUnitNumber, q),
    );
    return pageOf(rows, paging(context.query, 50));
  },
  'carriers.paymentConfigurations': (context) => myCarrier(context).paymentConfiguration,
  'carriers.unbookabilityReasons': (context) => {
    const user = signedInUser(context);
    const carrier = context.store.carriers.get(user.companyId);
    const reasons: { id: number; name: string; description?: string }[] = [];
    if (carrier?.isDoNotUse)
      reasons.push({ id: 1, name: 'DoNotUse', description: 'The carrier is marked Do Not Use.' });
    if (user.isOnHold)
      reasons.push({ id: 2, name: 'OnHold', description: 'The carrier account is on hold.' });
    if (carrier && !carrier.paymentConfiguration.canBookNow)
      reasons.push({
        id: 3,
        name: 'BookNowDisabled',
        description: 'Book Now is not enabled for this carrier.',
      });
    return reasons;
  },
  'carriers.eldIntegrationSettings': (context) => {
    const user = signedInUser(context);
    const expired = user.trackingIntegration?.samsaraIsExpired ?? false;
    return { provider: 'Samsara' as const, isConnected: !expired, samsaraIsExpired: expired };
  },
  'carriers.sync': (context) => {
    myCarrier(context);
  },
  'carriers.updateUnsettledInvoiceNotificationSchedule': (context) => {
    const carrier = ownCarrier(context);
    const { schedule } = parseBody(ScheduleSchema, context);
    carrier.unsettledInvoiceNotificationSchedule = schedule;
    return { schedule };
  },
  'equipment.searchTrailers': (context) => {
    const user = signedInUser(context);
    const q = text(context.query, 'q');
    const rows = (context.store.equipment.get(user.companyId)?.trailers ?? []).filter(
      (t) => contains(t.trailerNumber, q) || contains(t.licensePlate, q),
    );
    return pageOf(rows, paging(context.query, 50));
  },
  'equipment.searchPowerUnits': (context) => {
    const user = signedInUser(context);
    const q = text(context.query, 'q');
    const rows = (context.store.equipment.get(user.companyId)?.powerUnits ?? []).filter(
      (p) => contains(p.unitNumber, q) || contains(p.make, q) || contains(p.licensePlate, q),
    );
    return pageOf(rows, paging(context.query, 50));
  },
} satisfies Partial<HandlerTable>;

/** Nearest known freight city, for radius searches that name a city. */
export function cityNamed(city: string | undefined, state: string | undefined) {
  if (!city) return undefined;
  return FREIGHT_CITIES.find(
    (c) =>
      c.city.toLowerCase() === city.toLowerCase() &&
      (!state || c.state.toLowerCase() === state.toLowerCase()),
  );
}
