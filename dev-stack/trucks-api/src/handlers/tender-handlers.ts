// Offers on loads between the broker and a carrier: rate requests (the carrier's rate asked for or
// answered) and tenders (a load offered to the carrier, accepted, rejected or countered). Both are
// scoped to the user's company.
import { randomUUID } from 'node:crypto';
import { PaymentOption } from '@trucks/shared-contracts/domain/payment-option';
import {
  CarrierResponseType,
  TenderResponseStatus,
} from '@trucks/shared-contracts/domain/tender-response-status';
import { RateRequestStatus } from '@trucks/shared-contracts/domain/rate-request-status';
import type { RateRequest, Tender } from '../store/wire-types';
import { fieldProblem, forbiddenProblem, notFoundProblem } from '../http/problem';
import { contains, found, list, pageOf, paging, param, signedInUser, text } from './context-helpers';
import { isOnBoard } from './freight-views';
import { touch } from './shipment-handlers';
import type { CallContext, HandlerTable } from './handler-types';
import type { TenderRecord } from '../store/records';
import { bookingErrors, book } from './load-booking';

function tenderView(record: TenderRecord, store: CallContext['store']): Tender {
  const { shipmentHash: _hash, ...tender } = record;
  const shipment = store.shipments.get(record.shipmentId);
  return { ...tender, shipmentStatus: shipment?.status ?? tender.shipmentStatus };
}

/** A tender of the user's company; another company's tender is as good as absent (404). */
function ownTender(context: CallContext, name = 'id'): TenderRecord {
  const user = signedInUser(context);
  const tender = context.store.tenders.get(param(context, name));
  if (!tender || tender.carrierId !== user.companyId) throw notFoundProblem(`Tender ${param(context, name)}`);
  return tender;
}

export const tenderHandlers = {
  'rateRequests.respond': (context): RateRequest => {
    const user = signedInUser(context);
    const { response } = context.body;
    if (response.carrierId !== user.companyId)
      throw fieldProblem('response.carrierId', 'You can only answer for your own company.');
    const shipment = context.store.shipments.get(response.shipmentId);
    if (!shipment)
      throw fieldProblem('response.shipmentId', `Shipment ${response.shipmentId} does not exist.`);
    if (!isOnBoard(shipment))
      throw fieldProblem(
        'response.shipmentId',
        `Shipment ${shipment.shipmentNumber} is no longer available.`,
      );
    // An answer to a rate request updates it; an offer on a load with no request opens one (Offer Rate).
    let request = [...context.store.rateRequests.values()].find(
      (r) => r.shipmentId === shipment.id && r.carrierId === user.companyId,
    );
    // A request the broker sent is answered by this response: it leaves Sent (the open-rate-requests
    // badge drops it, and the drawer then offers 'Update Offer' with rate type and method locked).
    // An offer on a load with no request opens one already answered, for the same reason: Sent means
    // a request awaiting the carrier's rate, and this one holds it (issue 27: an Offer Rate raised the
    // open-rate-requests badge as if the carrier's own offer were a new request to answer). The answer
    // is Pending, not Accepted, until the shipper answers it (issue 41: 'Accepted' read as a won load).
    const answersSentRequest = request === undefined || request.status === TenderResponseStatus.Sent;
    if (!request) {
      const first = shipment.stops[0]!;
      const last = shipment.stops[shipment.stops.length - 1]!;
      request = {
        id: randomUUID(),
        shipmentId: shipment.id,
        shipmentNumber: shipment.shipmentNumber,
        status: TenderResponseStatus.Sent,
        shipmentStatus: shipment.status,
        carrierId: user.companyId,
        origin: { city: first.city, state: first.state },
        destination: { city: last.city, state: last.state },
        pickupDateTime: first.appointmentDateTime ?? first.earlyDateTime ?? null,
        deliveryDateTime: last.appointmentDateTime ?? last.lateDateTime ?? null,
        requestedDateTime: context.services.now().toISOString(),
      };
      context.store.rateRequests.set(request.id, request);
    }
    const answered: RateRequest = request;
    answered.carrierRate = response.carrierRate;
    if (answersSentRequest) answered.status = RateRequestStatus.Pending;
    // The load shows the carrier's standing offer (the offer chip and the load-detail dialog).
    shipment.offer = {
      id: answered.id,
      carrierRate: response.carrierRate,
      status: answered.status,
      createdDateTime: context.services.now().toISOString(),
    };
    shipment.rateRequestStatus = answered.status;
    touch(shipment);
    return answered;
  },
  'rateRequests.list': (context) => {
    const user = signedInUser(context);
    const carrierId = text(context.query, 'carrierId') ?? user.companyId;
    if (carrierId !== user.companyId)
      throw forbiddenProblem('Rate requests are visible to their own carrier only.');
    const statuses = list(context.query, 'statuses');
    const search = text(context.query, 'search');
    const rows = [...context.store.rateRequests.values()]
      .filter(
        (r) =>
          r.carrierId === carrierId &&
          (!statuses || statuses.includes(r.status)) &&
          (contains(r.shipmentNumber, search) ||
            contains(r.origin.city, search) ||
            contains(r.destination.city, search)),
      )
      .sort((a, b) => b.requestedDateTime.localeCompare(a.requestedDateTime));
    return pageOf(rows, paging(context.query, 10));
  },
  'rateRequests.get': (context) => {
    const user = signedInUser(context);
    const request = context.store.rateRequests.get(param(context, 'id'));
    if (!request || request.carrierId !== user.companyId)
      throw notFoundProblem(`Rate request ${param(context, 'id')}`);
    return request;
  },
  'tenders.list': (context) => {
    const user = signedInUser(context);
    const statuses = list(context.query, 'statuses');
    const search = text(context.query, 'search');
    const rows = [...context.store.tenders.values()]
      .filter(
        (t) =>
          t.carrierId === user.companyId &&
          (!statuses || statuses.includes(t.status)) &&
          (contains(t.shipmentNumber, search) ||
            contains(t.origin.city, search) ||
            contains(t.destination.city, search)),
      )
      .sort((a, b) => b.sentDateTime.localeCompare(a.sentDateTime))
      .map((t) => tenderView(t, context.store));
    return pageOf(rows, paging(context.query, 10));
  },
  'tenders.get': (context) => tenderView(ownTender(context), context.store),
  'tenders.answerOffer': (context) => {
    const tender = ownTender(context);
    const { status } = context.body;
    if (tender.status !== TenderResponseStatus.Sent)
      throw fieldProblem('status', `This tender was already answered (${tender.status}).`);
    const shipment = found(context.store.shipments.get(tender.shipmentId), `Shipment ${tender.shipmentId}`);
    if (status === TenderResponseStatus.Accepted) {
      const errors = bookingErrors(signedInUser(context), context, shipment, tender.carrierId);
      if (errors.length) throw fieldProblem('status', errors.join(' - '));
      book(context, shipment, tender.carrierId, PaymentOption.StandardPay, tender.rate.rate);
    }
    tender.status = status;
    return tenderView(tender, context.store);
  },
  'tenders.updateStatus': (context) => {
    const user = signedInUser(context);
    const tender = ownTender(context, 'tenderId');
    const command = context.body;
    if (command.tenderId !== tender.id)
      throw fieldProblem('tenderId', 'The tender in the body differs from the one in the address.');
    const shipment = context.store.shipments.get(command.shipmentId);
    if (!shipment || shipment.id !== tender.shipmentId)
      throw fieldProblem('shipmentId', 'The shipment is not the tendered one.');
    if (tender.status !== TenderResponseStatus.Sent)
      return {
        succeeded: false,
        errors: [{ message: `This tender was already answered (${tender.status}).` }],
      };
    if (command.response === CarrierResponseType.Reject) {
      tender.status = TenderResponseStatus.Rejected;
      return { succeeded: true, errors: [] };
    }
    const errors = bookingErrors(user, context, shipment, command.carrierId);
    if (errors.length) return { succeeded: false, errors: errors.map((message) => ({ message })) };
    book(context, shipment, command.carrierId, command.paymentOption, command.carrierRate.rate);
    tender.status = TenderResponseStatus.Accepted;
    tender.rate = command.carrierRate;
    return { succeeded: true, errors: [] };
  },
} satisfies Partial<HandlerTable>;
