// The calls of one shipper-side shipment (spec 001 §7 'Shipments: details by number, stops, tracking
// activities, carrier charges, booked carrier, rescind, void, max buy, origination type, stop arrival
// and departure, preload, update stops, BOL'): each call's query options and hook side by side. The
// lists' calls are in managed-shipment-list.ts, consolidation's (consolidatable orders, draft shipment,
// create) in consolidation.ts.
import { useQuery } from '@tanstack/react-query';
import { shipperAreaCalls } from '@trucks/shared-contracts/api/catalogue/shipper-area';
import { queryKeys } from '@trucks/shared-contracts/api/query-keys';
import { apiQueryOptions, useApiMutation } from '@trucks/shared-ui/use-api';

const keys = queryKeys.tmsShipments;

const byNumber = (shipmentNumber: string) => ({ params: { shipmentNumber } });

export const useManagedShipment = (shipmentNumber: string) =>
  useQuery(
    apiQueryOptions(shipperAreaCalls.shipmentDetails, keys.detail(shipmentNumber), byNumber(shipmentNumber)),
  );

export const useShipmentStops = (shipmentNumber: string) =>
  useQuery(
    apiQueryOptions(shipperAreaCalls.stops, keys.part(shipmentNumber, 'stops'), byNumber(shipmentNumber)),
  );

export const useTrackingActivities = (shipmentNumber: string) =>
  useQuery(
    apiQueryOptions(
      shipperAreaCalls.trackingActivities,
      keys.part(shipmentNumber, 'activities'),
      byNumber(shipmentNumber),
    ),
  );

export const useCarrierCharges = (shipmentNumber: string) =>
  useQuery(
    apiQueryOptions(
      shipperAreaCalls.carrierCharges,
      keys.part(shipmentNumber, 'charges'),
      byNumber(shipmentNumber),
    ),
  );

export const useBookedCarrier = (shipmentNumber: string) =>
  useQuery(
    apiQueryOptions(
      shipperAreaCalls.bookedCarrier,
      keys.part(shipmentNumber, 'bookedCarrier'),
      byNumber(shipmentNumber),
    ),
  );

export const useShipmentRates = (shipmentNumber: string, enabled: boolean) =>
  useQuery({
    ...apiQueryOptions(shipperAreaCalls.rates, keys.part(shipmentNumber, 'rates'), byNumber(shipmentNumber)),
    enabled,
  });

export const useBookShipment = () => useApiMutation(shipperAreaCalls.book);
export const useBookLtl = () => useApiMutation(shipperAreaCalls.bookLtl);
export const useTenderShipment = () => useApiMutation(shipperAreaCalls.tender);
export const useRescindBooking = () => useApiMutation(shipperAreaCalls.rescindBooking);
export const useVoidShipment = () => useApiMutation(shipperAreaCalls.void);
export const useUpdateMaxBuy = () => useApiMutation(shipperAreaCalls.updateMaxBuy);
export const useUpdateOriginationType = () => useApiMutation(shipperAreaCalls.updateOriginationType);
export const useStopArrival = () => useApiMutation(shipperAreaCalls.stopArrival);
export const useStopDeparture = () => useApiMutation(shipperAreaCalls.stopDeparture);
export const useStopPreload = () => useApiMutation(shipperAreaCalls.stopPreload);
export const useCreateBol = () => useApiMutation(shipperAreaCalls.createBol);
export const useUpdateStops = () => useApiMutation(shipperAreaCalls.updateStops);

export const useEmptyLocation = (shipmentNumber: string) =>
  useQuery(
    apiQueryOptions(
      shipperAreaCalls.emptyLocation,
      keys.part(shipmentNumber, 'emptyLocation'),
      byNumber(shipmentNumber),
    ),
  );
export const useUpdateEmptyLocation = () => useApiMutation(shipperAreaCalls.updateEmptyLocation);

export const useShipmentEquipment = (shipmentNumber: string) =>
  useQuery(
    apiQueryOptions(
      shipperAreaCalls.equipment,
      keys.part(shipmentNumber, 'equipment'),
      byNumber(shipmentNumber),
    ),
  );
export const useSaveShipmentEquipment = () => useApiMutation(shipperAreaCalls.saveEquipment);

export const useShipmentDrivers = (shipmentNumber: string) =>
  useQuery(
    apiQueryOptions(shipperAreaCalls.drivers, keys.part(shipmentNumber, 'drivers'), byNumber(shipmentNumber)),
  );
export const useRemoveShipmentDriver = () => useApiMutation(shipperAreaCalls.removeDriver);
