// Offers on seeded freight: tenders (about half the tendered freight to the demo carrier, and some
// booked freight that came in as an accepted tender) and rate requests on loads ready to book.
import { ShipmentStatus } from '@trucks/shared-contracts/domain/shipment-status';
import { TenderResponseStatus } from '@trucks/shared-contracts/domain/tender-response-status';
import { ChargeRateType, RateType } from '@trucks/shared-contracts/domain/rate-type';
import type { CompanyRecord, RateRequestRecord, ShipmentRecord, TenderRecord } from '../store/records';
import { addHours } from '../store/clock';
import type { FreightCity } from './cities';
import type { Faker } from './seeded-faker';

export interface OfferParties {
  demoCarrier: CompanyRecord;
  otherCarriers: CompanyRecord[];
}

/** The shipment's tender, if it has one; sets its tenderId. */
export function tenderOf(
  faker: Faker,
  shipment: ShipmentRecord,
  parties: OfferParties,
  referenceDay: Date,
  flatRate: number,
): TenderRecord | null {
  let tender: TenderRecord | null = null;
  if (shipment.status === ShipmentStatus.Tendering) {
    // Roughly half the tendered freight is tendered to the demo carrier.
    const toDemo = faker.datatype.boolean(0.5);
    const tenderCarrier = toDemo ? parties.demoCarrier : faker.helpers.arrayElement(parties.otherCarriers);
    const tenderStatus = toDemo
      ? faker.helpers.weightedArrayElement([
          { weight: 7, value: TenderResponseStatus.Sent },
          { weight: 1, value: TenderResponseStatus.Rejected },
          { weight: 1, value: TenderResponseStatus.Rescinded },
        ])
      : TenderResponseStatus.Sent;
    tender = tenderFor(faker, shipment, tenderCarrier.id, tenderStatus, referenceDay, flatRate);
  } else if (shipment.status >= ShipmentStatus.Booked && shipment.carrierId && faker.datatype.boolean(0.25)) {
    // Some booked freight came in as an accepted tender.
    tender = tenderFor(
      faker,
      shipment,
      shipment.carrierId,
      TenderResponseStatus.Accepted,
      referenceDay,
      flatRate,
    );
  }
  if (tender) shipment.tenderId = tender.id;
  return tender;
}

/** A rate request on some loads ready to book, mostly the demo carrier's; sets rateRequestStatus. */
export function rateRequestOf(
  faker: Faker,
  shipment: ShipmentRecord,
  route: { origin: FreightCity; destination: FreightCity },
  parties: OfferParties,
  referenceDay: Date,
  flatRate: number,
): RateRequestRecord | null {
  if (shipment.status !== ShipmentStatus.ReadyToBook || !faker.datatype.boolean(0.3)) return null;
  const { stops } = shipment;
  const toDemo = faker.datatype.boolean(0.7);
  const requestStatus = faker.helpers.weightedArrayElement([
    { weight: 6, value: TenderResponseStatus.Sent },
    { weight: 2, value: TenderResponseStatus.Accepted },
    { weight: 1, value: TenderResponseStatus.Rejected },
    { weight: 1, value: TenderResponseStatus.Rescinded },
  ]);
  const request: RateRequestRecord = {
    id: faker.string.uuid(),
    shipmentId: shipment.id,
    shipmentNumber: shipment.shipmentNumber,
    status: requestStatus,
    shipmentStatus: shipment.status,
    carrierId: toDemo ? parties.demoCarrier.id : faker.helpers.arrayElement(parties.otherCarriers).id,
    carrierRate:
      requestStatus === TenderResponseStatus.Sent
        ? null
        : {
            rate: flatRate + faker.number.int({ min: -100, max: 200 }),
            rateType: RateType.AllIn,
            chargeRateType: ChargeRateType.Flat,
          },
    origin: { city: route.origin.city, state: route.origin.state },
    destination: { city: route.destination.city, state: route.destination.state },
    pickupDateTime: stops[0]!.appointmentDateTime ?? stops[0]!.earlyDateTime ?? null,
    deliveryDateTime:
      stops[stops.length - 1]!.appointmentDateTime ?? stops[stops.length - 1]!.lateDateTime ?? null,
    requestedDateTime: addHours(referenceDay, -faker.number.int({ min: 1, max: 96 })).toISOString(),
  };
  shipment.rateRequestStatus = requestStatus;
  return request;
}

function tenderFor(
  faker: Faker,
  shipment: ShipmentRecord,
  carrierId: string,
  status: TenderRecord['status'],
  referenceDay: Date,
  flatRate: number,
): TenderRecord {
  const first = shipment.stops[0]!;
  const last = shipment.stops[shipment.stops.length - 1]!;
  return {
    id: faker.string.uuid(),
    shipmentId: shipment.id,
    shipmentNumber: shipment.shipmentNumber,
    status,
    shipmentStatus: shipment.status,
    carrierId,
    rate: { rate: flatRate, rateType: RateType.AllIn, chargeRateType: ChargeRateType.Flat },
    origin: { city: first.city, state: first.state },
    destination: { city: last.city, state: last.state },
    pickupDateTime: first.appointmentDateTime ?? first.earlyDateTime ?? null,
    deliveryDateTime: last.appointmentDateTime ?? last.lateDateTime ?? null,
    sentDateTime: addHours(referenceDay, -faker.number.int({ min: 1, max: 72 })).toISOString(),
    expirationDateTime: addHours(referenceDay, faker.number.int({ min: 6, max: 72 })).toISOString(),
  };
}
