// Where the carrier's trucks are: GET carriers/{id}/live_equipment (positions and availability) and
// GET carriers/{carrierId}/etracking_devices (each device's unit and last ping), for the user's company.
// The page filters the trucks itself (the API returns them all); the filters and their defaults live here.
import { useQuery } from '@tanstack/react-query';
import { carrierCalls } from '@trucks/shared-contracts/api/catalogue/carriers';
import { queryKeys } from '@trucks/shared-contracts/api/query-keys';
import { FIRST_PAGE, PAGE_SIZE } from '@trucks/shared-contracts/rules/page-sizes';
import { apiQueryOptions } from '@trucks/shared-ui/use-api';

export type LiveEquipmentFilters = { view: string; equipmentType: string; origin: string };
export const LIVE_EQUIPMENT_DEFAULT_FILTERS: LiveEquipmentFilters = {
  view: 'all',
  equipmentType: '',
  origin: '',
};

export const useLiveEquipment = (carrierId: string) =>
  useQuery(
    apiQueryOptions(
      carrierCalls.liveEquipment,
      queryKeys.carriers.part(carrierId, 'liveEquipment'),
      { params: { id: carrierId } },
      { enabled: carrierId !== '' },
    ),
  );

export const useTrackingDevices = (carrierId: string) =>
  useQuery(
    apiQueryOptions(
      carrierCalls.trackingDevices,
      queryKeys.carriers.part(carrierId, 'trackingDevices'),
      { params: { carrierId }, query: { page: FIRST_PAGE, pageSize: PAGE_SIZE.searches } },
      { enabled: carrierId !== '' },
    ),
  );
