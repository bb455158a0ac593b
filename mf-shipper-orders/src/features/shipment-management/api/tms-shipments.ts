// The calls of one shipper-side shipment (spec 001 §7 'Shipments: details by number, stops, tracking
// activities, carrier charges, booked carrier, rescind, void, max buy, origination type, stop arrival
// and departure, preload, update stops, BOL'): each call's query options and hook side by side. The
// lists' calls are in managed-shipment-list.ts, consolidation's (consolidatable orders, draft shipment,
// create) in consolidation.ts.
import { useQuery } from '@tanstack/react-query';
import { API } from '@trucks/shared-contracts/api/catalogue';
import { queryKeys } from '@trucks/shared-contracts/api/query-keys';
import { apiQueryOptions, useApiMutation } from '@trucks/shared-ui/use-api';

const keys = queryKeys.tmsShipments;

const byNumber = (shipmentNumber: string) => ({ params: { shipmentNumber } });

export const useManagedShipment = (shipmentNumber: string) =>
  useQuery(
    apiQueryOptions(API.shipper.shipmentDetails, keys.detail(shipmentNumber), byNumber(shipmentNumber)),
  );

export const useShipmentStops = (shipmentNumber: string) =>
  useQuery(apiQueryOptions(API.shipper.stops, keys.part(shipmentNumber, 'stops'), byNumber(shipmentNumber)));

export const useTrackingActivities = (shipmentNumber: string) =>
  useQuery(
    apiQueryOptions(
      API.shipper.trackingActivities,
      keys.part(shipmentNumber, 'activities'),
      byNumber(shipmentNumber),
    ),
  );

export const useCarrierCharges = (shipmentNumber: string) =>
  useQuery(
    apiQueryOptions(
      API.shipper.carrierCharges,
      keys.part(shipmentNumber, 'charges'),
      byNumber(shipmentNumber),
    ),
  );

export const useBookedCarrier = (shipmentNumber: string) =>
  useQuery(
    apiQueryOptions(
      API.shipper.bookedCarrier,
      keys.part(shipmentNumber, 'bookedCarrier'),
      byNumber(shipmentNumber),
    ),
  );

export const useShipmentRates = (shipmentNumber: string, enabled: boolean) =>
  useQuery({
    ...apiQueryOptions(API.shipper.rates, keys.part(shipmentNumber, 'rates'), byNumber(shipmentNumber)),
    enabled,
  });

export const useBookShipment = () => useApiMutation(API.shipper.book);
export const useBookLtl = () => useApiMutation(API.shipper.bookLtl);
export const useTenderShipment = () => useApiMutation(API.shipper.tender);
export const useRescindBooking = () => useApiMutation(API.shipper.rescindBooking);
export const useVoidShipment = () => useApiMutation(API.shipper.void);
export const useUpdateMaxBuy = () => useApiMutation(API.shipper.updateMaxBuy);
export const useUpdateOriginationType = () => useApiMutation(API.shipper.updateOriginationType);
export const useStopArrival = () => useApiMutation(API.shipper.stopArrival);
export const useStopDeparture = () => useApiMutation(API.shipper.stopDeparture);
export const useStopPreload = () => useApiMutation(API.shipper.stopPreload);
export const useCreateBol = () => useApiMutation(API.shipper.createBol);
export const useUpdateStops = () => useApiMutation(API.shipper.updateStops);

export const useEmptyLocation = (shipmentNumber: string) =>
  useQuery(
    apiQueryOptions(
      API.shipper.emptyLocation,
      keys.part(shipmentNumber, 'emptyLocation'),
      byNumber(shipmentNumber),
    ),
  );
export const useUpdateEmptyLocation = () => useApiMutation(API.shipper.updateEmptyLocation);

export const useShipmentEquipment = (shipmentNumber: string) =>
  useQuery(
    apiQueryOptions(API.shipper.equipment, keys.part(shipmentNumber, 'equipment'), byNumber(shipmentNumber)),
  );
export const useSaveShipmentEquipment = () => useApiMutation(API.shipper.saveEquipment);

export const useShipmentDrivers = (shipmentNumber: string) =>
  useQuery(
    apiQueryOptions(API.shipper.drivers, keys.part(shipmentNumber, 'drivers'), byNumber(shipmentNumber)),
  );
export const useRemoveShipmentDriver = () => useApiMutation(API.shipper.removeDriver);
