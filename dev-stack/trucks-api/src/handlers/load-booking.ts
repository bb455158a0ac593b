// Booking a load for a carrier, shared by Book Now and by accepting a tender: what stops a booking,
// and the booking itself.
import { ShipmentStatus } from '@trucks/shared-contracts/domain/shipment-status';
import { PaymentOption } from '@trucks/shared-contracts/domain/payment-option';
import { ShipmentType } from '@trucks/shared-contracts/domain/shipment-type';
import { TenderResponseStatus } from '@trucks/shared-contracts/domain/tender-response-status';
import { isOnBoard } from './freight-views';
import { touch } from './shipment-handlers';
import type { CallContext } from './handler-types';
import type { ShipmentRecord } from '../store/records';
import type { UserRecord } from '../store/store';

/** Checks shared by Book Now and tender acceptance; answers the reasons it cannot book. */
export function bookingErrors(
  user: UserRecord,
  context: CallContext,
  shipment: ShipmentRecord,
  carrierId: string,
): string[] {
  const carrier = context.store.carriers.get(carrierId);
  const errors: string[] = [];
  if (carrierId !== user.companyId) errors.push('You can only book for your own company.');
  if (!carrier) errors.push('Your company is not a carrier.');
  if (carrier?.isDoNotUse) errors.push('This carrier is marked Do Not Use and cannot book freight.');
  if (!user.isBookable || user.isOnHold) errors.push('Your carrier account cannot book freight right now.');
  if (!isOnBoard(shipment)) errors.push(`Shipment ${shipment.shipmentNumber} is no longer available.`);
  return errors;
}

export function book(
  context: CallContext,
  shipment: ShipmentRecord,
  carrierId: string,
  paymentOption: PaymentOption,
  rate: number,
): void {
  const shipmentType: Record<PaymentOption, ShipmentType> = {
    [PaymentOption.BookItNow]: ShipmentType.BookItNow,
    [PaymentOption.StandardPay]: ShipmentType.Standard,
    [PaymentOption.QuickPay]: ShipmentType.QuickPay,
    [PaymentOption.SmallCarrierQuickPay]: ShipmentType.SmallCarrierQuickPay,
  };
  shipment.status = ShipmentStatus.Booked;
  shipment.carrierId = carrierId;
  shipment.shipmentType = shipmentType[paymentOption];
  shipment.maxBuy = rate;
  shipment.activity.push({
    timeStamp: context.services.now().toISOString(),
    description: 'Booked',
    city: shipment.stops[0]!.city,
    state: shipment.stops[0]!.state,
  });
  // Other carriers' open tenders on the load are rescinded.
  for (const tender of context.store.tenders.values()) {
    if (
      tender.shipmentId === shipment.id &&
      tender.carrierId !== carrierId &&
      tender.status === TenderResponseStatus.Sent
    )
      tender.status = TenderResponseStatus.Rescinded;
  }
  touch(shipment);
}
