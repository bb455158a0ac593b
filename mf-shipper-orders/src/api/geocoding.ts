// Geocoding (spec 001 §7 'Locations ... geocoding'): places with their time zone for a postal code.
// The order form finds a stop's zone with it, the location form fills city, state and coordinates.
import { useQuery } from '@tanstack/react-query';
import { shipperAreaCalls } from '@trucks/shared-contracts/api/catalogue/shipper-area';
import { queryKeys } from '@trucks/shared-contracts/api/query-keys';
import { apiQueryOptions } from '@trucks/shared-ui/use-api';

const geocodeQueryOptions = (postalCode: string) =>
  apiQueryOptions(shipperAreaCalls.geocode, queryKeys.locations.part('geocoding', postalCode), {
    query: { postalCode },
  });

/** The places of a postal code; idle while there is none. A place's zone does not change: cached for good. */
export const useGeocodedPlaces = (postalCode: string | undefined) =>
  useQuery({ ...geocodeQueryOptions(postalCode ?? ''), enabled: Boolean(postalCode), staleTime: Infinity });
