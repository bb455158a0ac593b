// The carrier: its settings, payment configuration, equipment, reloads, score card (spec 000 §3, §7;
// 001 §7 "carrier factoring list and scorecard").
import { CarrierPaymentConfigurationSchema } from '../../domain/carrier-payment-configuration';
import type { CarrierPaymentConfiguration } from '../../domain/carrier-payment-configuration';
import type { CarrierScoreCard, Dashboard } from '../../domain/dashboard';
import type { EquipmentMode } from '../../domain/equipment-mode';
import type { PowerUnit, Trailer } from '../../domain/equipment';
import type { FactoringCompany } from '../../domain/invoice';
import type { LiveEquipment } from '../../domain/live-equipment';
import type { PagedList, PageQuery } from '../../domain/paged-list';
import type { ReloadOrderBy } from '../../domain/reload-search';
import type { MatchingShipment } from '../../domain/shipment';
import { defineCall } from '../define-call';
import type { NamedValue, SearchQuery } from './wire-shapes';

export interface Carrier {
  id: string;
  name: string;
  companyNumber: string;
  mcNumber?: string;
  dotNumber?: string;
  /** Power units on file: Small Carrier Quick Pay needs 10 or fewer (spec 000 §9). */
  fleetSize: number;
  /** Shipments delivered in the past 30 days: Small Carrier Quick Pay needs 5 (spec 000 §9). */
  deliveredShipmentsLast30Days: number;
  hasFactoringCompany: boolean;
  isDoNotUse: boolean;
  logoUrl?: string;
}

export interface ThirdPartyLogisticsCustomer {
  id: string;
  name: string;
  companyNumber: string;
}

/** Reload search (spec 000 §3): radii in miles, a date range, partials, and an order. */
export interface ReloadQuery extends PageQuery {
  /** The shipment whose destination the reloads start from (/reloads?reloadShipment=). */
  reloadShipment?: string;
  originRadius?: number;
  destinationRadius?: number;
  /** The spec's dateRange, flattened for the query string (ISO dates). */
  dateRangeStart?: string;
  dateRangeEnd?: string;
  includePartials?: boolean;
  orderBy?: ReloadOrderBy;
}

export interface AccessorialRateConfiguration {
  id: string;
  accessorialName: string;
  rate: number;
  chargeRateType: 'Flat' | 'PerHour' | 'PerMile';
}

export interface CarrierDefaultSettings {
  defaultEquipmentMode?: EquipmentMode;
  defaultOriginRadius: number;
  defaultDestinationRadius: number;
  defaultDriverContactId?: string;
}

export interface TrackingDevice {
  id: string;
  provider: string;
  deviceIdentifier: string;
  powerUnitNumber?: string;
  lastPingAt?: string;
}

export interface EldIntegrationSettings {
  provider: 'Samsara' | 'Geotab' | 'Motive' | null;
  isConnected: boolean;
  samsaraIsExpired: boolean;
}

export interface UnsettledInvoiceNotificationSchedule {
  schedule: 'Never' | 'Daily' | 'Weekly' | 'Monthly';
}

export const carrierCalls = {
  get: defineCall<{ response: Carrier }>()({
    id: 'carriers.get',
    method: 'GET',
    path: 'v1/carriers/{id}',
    summary: 'A carrier',
    source: '000 §7',
  }),
  threePlCustomers: defineCall<{ response: ThirdPartyLogisticsCustomer[] }>()({
    id: 'carriers.threePlCustomers',
    method: 'GET',
    path: 'v1/carriers/{id}/3pl_customers',
    summary: 'The carrier’s 3PL customers',
    source: '000 §7',
  }),
  liveEquipment: defineCall<{ response: LiveEquipment[] }>()({
    id: 'carriers.liveEquipment',
    method: 'GET',
    path: 'v1/carriers/{id}/live_equipment',
    summary: 'Live Equipment',
    source: '000 §7',
  }),
  reloads: defineCall<{ query: ReloadQuery; response: PagedList<MatchingShipment> }>()({
    id: 'carriers.reloads',
    method: 'GET',
    path: 'v1/carriers/{id}/reloads',
    summary:
      'Reload search (Load Board): originRadius, destinationRadius, dateRange, includePartials, order-by',
    source: '000 §7',
  }),
  accessorialRateConfigurations: defineCall<{ response: AccessorialRateConfiguration[] }>()({
    id: 'carriers.accessorialRateConfigurations',
    method: 'GET',
    path: 'v1/carriers/{id}/accessorial_rate_configurations',
    summary: 'The carrier’s accessorial rates',
    source: '000 §7',
  }),
  defaultSettings: defineCall<{ response: CarrierDefaultSettings }>()({
    id: 'carriers.defaultSettings',
    method: 'GET',
    path: 'v1/carriers/{id}/default_settings',
    summary: 'The carrier’s default settings',
    source: '000 §7',
  }),
  performanceMetric: defineCall<{ response: Dashboard }>()({
    id: 'carriers.performanceMetric',
    method: 'GET',
    path: 'v1/carriers/{id}/performance_metric',
    summary: 'Performance metric: the dashboard’s carrier score card',
    source: '000 §7',
  }),
  scorecard: defineCall<{ response: CarrierScoreCard }>()({
    id: 'carriers.scorecard',
    method: 'GET',
    path: 'v1/carriers/{id}/scorecard',
    summary: 'Carrier scorecard (money-and-records view)',
    source: '001 §7',
    pathChosen: true,
  }),
  factoringCompanies: defineCall<{ response: FactoringCompany[] }>()({
    id: 'carriers.factoringCompanies',
    method: 'GET',
    path: 'v1/carriers/{id}/factoring_companies',
    summary: 'Carrier factoring list',
    source: '001 §7',
    pathChosen: true,
  }),
  trackingDevices: defineCall<{ query: PageQuery & { q?: string }; response: PagedList<TrackingDevice> }>()({
    id: 'carriers.trackingDevices',
    method: 'GET',
    path: 'v1/carriers/{carrierId}/etracking_devices',
    summary: 'The carrier’s electronic tracking devices',
    source: '000 §7',
  }),
  paymentConfigurations: defineCall<{ response: CarrierPaymentConfiguration }>()({
    id: 'carriers.paymentConfigurations',
    method: 'GET',
    path: 'v1/carriers/payment_configurations',
    summary: 'The signed-in carrier’s payment configuration (payment options, terms, quick pay)',
    source: '000 §7',
    responseSchema: CarrierPaymentConfigurationSchema,
  }),
  unbookabilityReasons: defineCall<{ response: NamedValue[] }>()({
    id: 'carriers.unbookabilityReasons',
    method: 'GET',
    path: 'v1/carriers/unbookability_reasons',
    summary: 'Why the signed-in carrier cannot book, if it cannot',
    source: '000 §7',
  }),
  eldIntegrationSettings: defineCall<{ response: EldIntegrationSettings }>()({
    id: 'carriers.eldIntegrationSettings',
    method: 'GET',
    path: 'v1/carriers/eld-integration-settings',
    summary: 'ELD integration settings (profile integrations tab)',
    source: '000 §7',
  }),
  sync: defineCall<{ body: Record<string, never> }>()({
    id: 'carriers.sync',
    method: 'POST',
    path: 'v1/carriers/sync',
    summary: 'Sync the carrier (empty body)',
    source: '000 §7',
    responseKind: 'empty',
  }),
  updateUnsettledInvoiceNotificationSchedule: defineCall<{
    body: UnsettledInvoiceNotificationSchedule;
    response: UnsettledInvoiceNotificationSchedule;
  }>()({
    id: 'carriers.updateUnsettledInvoiceNotificationSchedule',
    method: 'PATCH',
    path: 'v1/carriers/{id}/unsettled_invoice_notification_schedule',
    summary: 'Set how often the carrier is reminded of unsettled invoices (body schedule)',
    source: '000 §7',
  }),
  searchTrailers: defineCall<{ query: SearchQuery; response: PagedList<Trailer> }>()({
    id: 'equipment.searchTrailers',
    method: 'GET',
    path: 'v1/equipment/trailers',
    summary: 'Equipment search (Trailers tab): q, page 1, pageSize 50',
    source: '000 §7',
    pathChosen: true,
  }),
  searchPowerUnits: defineCall<{ query: SearchQuery; response: PagedList<PowerUnit> }>()({
    id: 'equipment.searchPowerUnits',
    method: 'GET',
    path: 'v1/equipment/power_units',
    summary: 'Power-unit search (Power Units tab): q, page 1, pageSize 50',
    source: '000 §7',
    pathChosen: true,
  }),
};
