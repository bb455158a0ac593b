// The carrier's trailers and power units (spec 000 §3 'Equipment', §7: 'Equipment, power-unit ... searches
// take q, page, pageSize (initial 1 and 50)'): the equipment tabs list them, live equipment names its trucks.
import { useQuery } from '@tanstack/react-query';
import { carrierCalls } from '@trucks/shared-contracts/api/catalogue/carriers';
import { queryKeys } from '@trucks/shared-contracts/api/query-keys';
import type { EquipmentSearchQuery } from '@trucks/shared-contracts/domain/equipment';
import { apiQueryOptions } from '@trucks/shared-ui/use-api';

/** Empty q is dropped ('Query parameters that are empty ... are dropped', 000 §5). */
const cleaned = ({ q, ...rest }: EquipmentSearchQuery): EquipmentSearchQuery => (q ? { q, ...rest } : rest);

export const useTrailers = (query: EquipmentSearchQuery) =>
  useQuery(
    apiQueryOptions(
      carrierCalls.searchTrailers,
      queryKeys.equipment.list({ kind: 'trailers', ...cleaned(query) }),
      {
        query: cleaned(query),
      },
    ),
  );

export const usePowerUnits = (query: EquipmentSearchQuery) =>
  useQuery(
    apiQueryOptions(
      carrierCalls.searchPowerUnits,
      queryKeys.equipment.list({ kind: 'powerUnits', ...cleaned(query) }),
      { query: cleaned(query) },
    ),
  );
