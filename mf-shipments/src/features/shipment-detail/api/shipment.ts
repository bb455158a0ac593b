// One shipment and its sub-resources (spec 000 §7 Shipments v2): each read's query options and hook
// side by side, keyed under the shipment's detail so a write that refreshes the shipment refreshes them
// all; the writes (appointments, PRO number, quick closure, drivers) invalidate MUTATION_INVALIDATES.
import { useQuery } from '@tanstack/react-query';
import { contactCalls } from '@trucks/shared-contracts/api/catalogue/contacts';
import { shipmentCalls } from '@trucks/shared-contracts/api/catalogue/shipments';
import { queryKeys } from '@trucks/shared-contracts/api/query-keys';
import { PAGE_SIZE } from '@trucks/shared-contracts/rules/page-sizes';
import { apiQueryOptions, useApiMutation } from '@trucks/shared-ui/use-api';

const shipmentQueryOptions = (shipmentNumber: string) =>
  apiQueryOptions(shipmentCalls.get, queryKeys.shipments.detail(shipmentNumber), {
    params: { id: shipmentNumber },
  });

export const useShipment = (shipmentNumber: string) => useQuery(shipmentQueryOptions(shipmentNumber));

const part = (shipmentNumber: string, name: string) => queryKeys.shipments.part(shipmentNumber, name);
const byNumber = (shipmentNumber: string) => ({ params: { id: shipmentNumber } });

export const useShipmentStops = (shipmentNumber: string) =>
  useQuery(apiQueryOptions(shipmentCalls.stops, part(shipmentNumber, 'stops'), byNumber(shipmentNumber)));

export const useLatestActivity = (shipmentNumber: string) =>
  useQuery(
    apiQueryOptions(
      shipmentCalls.latestActivity,
      part(shipmentNumber, 'latestActivity'),
      byNumber(shipmentNumber),
    ),
  );

export const useShipmentTrips = (shipmentNumber: string) =>
  useQuery(apiQueryOptions(shipmentCalls.trips, part(shipmentNumber, 'trips'), byNumber(shipmentNumber)));

export const useShipmentDrivers = (shipmentNumber: string) =>
  useQuery(apiQueryOptions(shipmentCalls.drivers, part(shipmentNumber, 'drivers'), byNumber(shipmentNumber)));

export const useShipmentEquipment = (shipmentNumber: string) =>
  useQuery(
    apiQueryOptions(shipmentCalls.equipment, part(shipmentNumber, 'equipment'), byNumber(shipmentNumber)),
  );

export const useOrderDropoffs = (shipmentNumber: string) =>
  useQuery(
    apiQueryOptions(
      shipmentCalls.orderDropoffs,
      part(shipmentNumber, 'orderDropoffs'),
      byNumber(shipmentNumber),
    ),
  );

export const useBillingConfiguration = (shipmentNumber: string) =>
  useQuery(
    apiQueryOptions(
      shipmentCalls.billingConfiguration,
      part(shipmentNumber, 'billingConfiguration'),
      byNumber(shipmentNumber),
    ),
  );

export const useTrackingProblems = (shipmentNumber: string) =>
  useQuery(
    apiQueryOptions(
      shipmentCalls.trackingProblems,
      part(shipmentNumber, 'trackingProblems'),
      byNumber(shipmentNumber),
    ),
  );

/** The signed rate confirmation (a PDF blob); read only when the sub-page asks for it. */
export const useRateConfirmationDocument = (shipmentNumber: string) =>
  useQuery(
    apiQueryOptions(
      shipmentCalls.rateConfirmationDocument,
      part(shipmentNumber, 'rateConfirmationDocument'),
      byNumber(shipmentNumber),
      { retry: false, staleTime: 5 * 60 * 1000 },
    ),
  );

/** The driver search (spec 000 §7: q, page 1, pageSize 50), for assigning a driver. */
export const useDriverSearch = (q: string) =>
  useQuery(
    apiQueryOptions(contactCalls.searchDrivers, queryKeys.contacts.list({ drivers: true, q }), {
      query: { q, page: 1, pageSize: PAGE_SIZE.searches },
    }),
  );

export const useUpdateStopAppointment = () => useApiMutation(shipmentCalls.updateStopAppointment);
export const useUpdateShippingProNumber = () => useApiMutation(shipmentCalls.updateShippingProNumber);
export const useQuickClosure = () => useApiMutation(shipmentCalls.quickClosure);
export const useAssignDriver = () => useApiMutation(shipmentCalls.assignDriver);
export const useRemoveDriver = () => useApiMutation(shipmentCalls.removeDriver);
