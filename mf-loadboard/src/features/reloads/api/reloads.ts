// The reload search (GET carriers/{id}/reloads; spec 000 §3 'Reload search').
import { API } from '@trucks/shared-contracts/api/catalogue';
import type { ReloadQuery } from '@trucks/shared-contracts/api/catalogue/carriers';
import { queryKeys } from '@trucks/shared-contracts/api/query-keys';
import { apiQueryOptions } from '@trucks/shared-ui/use-api';
import { LOAD_BOARD_REFRESH_MS } from '../../../api/available-shipment';

export const reloadListQueryOptions = (carrierId: string, query: ReloadQuery) =>
  apiQueryOptions(
    API.carriers.reloads,
    queryKeys.carriers.part(carrierId, 'reloads', query),
    { params: { id: carrierId }, query },
    { refetchInterval: LOAD_BOARD_REFRESH_MS },
  );
