// Loads, stops and carrier facts as the trucks API answers them, for this remote's tests.
import type { CarrierPaymentConfiguration } from '@trucks/shared-contracts/domain/carrier-payment-configuration';
import { EquipmentMode } from '@trucks/shared-contracts/domain/equipment-mode';
import { EquipmentType } from '@trucks/shared-contracts/domain/equipment-type';
import { PaymentMethod } from '@trucks/shared-contracts/domain/payment-method';
import { QuickPayOption } from '@trucks/shared-contracts/domain/payment-option';
import { ChargeRateType, RateType } from '@trucks/shared-contracts/domain/rate-type';
import { ShipmentStatus } from '@trucks/shared-contracts/domain/shipment-status';
import { ShippingMode } from '@trucks/shared-contracts/domain/shipping-mode';
import type {
  MatchingShipment,
  Shipment,
  Stop,
  TripRequirement,
} from '@trucks/shared-contracts/domain/shipment';
import type { RateRequest } from '@trucks/shared-contracts/domain/rate-request';
import type { Tender } from '@trucks/shared-contracts/domain/tender';
import { TenderResponseStatus } from '@trucks/shared-contracts/domain/tender-response-status';
import { signedInUser } from '@trucks/shared-ui/testing';

export const carrier = signedInUser({ id: 'U-100', companyId: 'C-100', isBroker: false });
export const broker = signedInUser({ id: 'U-300', companyId: 'C-300', isBroker: true });

export const dallasPickup: Stop = {
  id: 'ST-1',
  stopNumber: 1,
  stopType: 'Pickup',
  city: 'Dallas',
  state: 'TX',
  zip: '75201',
  appointmentDateTime: '2026-01-15T07:00:00',
  ianaTimeZone: 'America/Chicago',
  loadStyle: 'Live',
  latitude: 32.78,
  longitude: -96.8,
};

export const atlantaDrop: Stop = {
  id: 'ST-2',
  stopNumber: 2,
  stopType: 'Dropoff',
  city: 'Atlanta',
  state: 'GA',
  zip: '30303',
  earlyDateTime: '2026-01-16T08:00:00',
  lateDateTime: '2026-01-16T12:00:00',
  ianaTimeZone: 'America/New_York',
  loadStyle: 'Drop',
  latitude: 33.75,
  longitude: -84.39,
};

export function load(overrides: Partial<Shipment> = {}): Shipment {
  return {
    id: 'SHP-1',
    shipmentNumber: 'S100',
    status: ShipmentStatus.ReadyToBook,
    stops: [dallasPickup, atlantaDrop],
    carrierId: null,
    shippingMode: ShippingMode.TL,
    equipmentTypes: EquipmentType.Van,
    equipmentMode: EquipmentMode.Dry,
    weight: 42000.456,
    miles: 781.234,
    isPartial: false,
    hash: 'h-1',
    bookItNowRate: {
      rate: 2000,
      calculatedRate: 2100,
      rateType: RateType.AllIn,
      chargeRateType: ChargeRateType.Flat,
    },
    trackingRequirementMet: true,
    contact: { contactSummary: { firstName: 'Pat', lastName: 'Kim', phoneNumber: '(214) 555-0100' } },
    ...overrides,
  };
}

export function match(overrides: Partial<MatchingShipment> = {}): MatchingShipment {
  return {
    id: 'SHP-9',
    shipmentNumber: 'S900',
    status: ShipmentStatus.ReadyToBook,
    isPartial: false,
    deadHeadOrigin: 12.345,
    bookItNowRate: {
      rate: 900,
      calculatedRate: 950,
      rateType: RateType.AllIn,
      chargeRateType: ChargeRateType.Flat,
    },
    origin: {
      city: 'Atlanta',
      state: 'GA',
      appointmentDateTime: '2026-01-17T09:00:00',
      ianaTimeZone: 'America/New_York',
    },
    destination: {
      city: 'Miami',
      state: 'FL',
      appointmentDateTime: '2026-01-18T09:00:00',
      ianaTimeZone: 'America/New_York',
    },
    ...overrides,
  };
}

export function paymentConfiguration(
  overrides: Partial<CarrierPaymentConfiguration> = {},
): CarrierPaymentConfiguration {
  return {
    paymentType: PaymentMethod.Ach,
    paymentTerms: 30,
    portalPaymentBookingTerms: 15,
    canBookNow: true,
    hasFactoring: false,
    eligibleForQuickPay: false,
    quickPayOptions: [QuickPayOption.QuickPay],
    quickPayPercent: 0.03,
    ...overrides,
  };
}

export function requirement(overrides: Partial<TripRequirement> = {}): TripRequirement {
  return {
    value: 'TWIC',
    description: 'TWIC card',
    isRequiredForBooking: true,
    isCompleted: false,
    ...overrides,
  };
}

export function tender(overrides: Partial<Tender> = {}): Tender {
  return {
    id: 'T55',
    shipmentId: 'SHP-1',
    shipmentNumber: 'S100',
    carrierId: 'C-100',
    status: TenderResponseStatus.Sent,
    shipmentStatus: ShipmentStatus.Tendering,
    rate: { rate: 1875.5, rateType: RateType.AllIn, chargeRateType: ChargeRateType.Flat },
    origin: { city: 'Dallas', state: 'TX' },
    destination: { city: 'Atlanta', state: 'GA' },
    pickupDateTime: '2026-01-15T07:00:00',
    deliveryDateTime: '2026-01-16T12:00:00',
    expirationDateTime: '2026-01-14T18:00:00Z',
    sentDateTime: '2026-01-13T15:30:00Z',
    ...overrides,
  };
}

export function rateRequest(overrides: Partial<RateRequest> = {}): RateRequest {
  return {
    id: 'R77',
    shipmentId: 'SHP-1',
    shipmentNumber: 'S100',
    carrierId: 'C-100',
    status: TenderResponseStatus.Sent,
    shipmentStatus: ShipmentStatus.ReadyToBook,
    origin: { city: 'Dallas', state: 'TX' },
    destination: { city: 'Atlanta', state: 'GA' },
    pickupDateTime: '2026-01-15T07:00:00',
    deliveryDateTime: '2026-01-16T12:00:00',
    carrierRate: null,
    requestedDateTime: '2026-01-13T15:30:00Z',
    ...overrides,
  };
}

export const pageOf = <T>(data: T[], totalCount = data.length) => ({
  data,
  page: 1,
  pageSize: 10,
  totalCount,
});
