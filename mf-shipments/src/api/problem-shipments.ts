// GET problem_shipments (spec 000 §7): the carrier's shipments with a tracking problem, read once and
// flagged in the rows of every shipment list.
import { useQuery } from '@tanstack/react-query';
import { API } from '@trucks/shared-contracts/api/catalogue';
import { queryKeys } from '@trucks/shared-contracts/api/query-keys';
import { apiQueryOptions } from '@trucks/shared-ui/use-api';

/** The most problem shipments read at once; a carrier with more has bigger trouble than a flag. */
const PROBLEM_SHIPMENTS_READ = 500;
const EMPTY: ReadonlySet<string> = new Set();

const problemShipmentsQueryOptions = () =>
  apiQueryOptions(
    API.shipments.problemShipments,
    queryKeys.shipments.list({ problemShipments: true }),
    { query: { page: 1, pageSize: PROBLEM_SHIPMENTS_READ } },
    { select: (answer): ReadonlySet<string> => new Set(answer.data.map((shipment) => shipment.id)) },
  );

/** The ids of problem shipments; empty until known (or when the read fails: the list still works). */
export function useProblemShipmentIds(): ReadonlySet<string> {
  return useQuery(problemShipmentsQueryOptions()).data ?? EMPTY;
}
