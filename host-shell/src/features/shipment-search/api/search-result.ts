// What the search does with a result (spec 000 §2 'Shipment search').
import type { LoadDetailType } from '@trucks/shared-contracts/federation/remote-modules';
import type { ShipmentSearchResult } from '@trucks/shared-contracts/domain/shipment';
import { ShipmentStatus } from '@trucks/shared-contracts/domain/shipment-status';

/**
 * 'A shipment in ready-to-book or tendering status opens the load-detail dialog (tender type for
 * tendering, otherwise available); any other status opens the shipment details route.'
 * Undefined means: open the details route.
 */
export function loadDetailTypeFor(status: ShipmentStatus): LoadDetailType | undefined {
  if (status === ShipmentStatus.Tendering) return 'tender';
  if (status === ShipmentStatus.ReadyToBook) return 'available';
  return undefined;
}

/** 'Dallas, TX 75201' -> 'Dallas, TX' (US zip or Canadian postal code dropped); other text as it is. */
export function cityStateOf(cityStateZip: string): string {
  const match = /^(.+?,\s*[A-Za-z]{2})(?:\s+[A-Za-z0-9][A-Za-z0-9 -]*)?$/.exec(cityStateZip.trim());
  return match ? match[1]! : cityStateZip.trim();
}

/** 'City, ST -> City, ST' */
export function laneOf(result: ShipmentSearchResult): string {
  return `${cityStateOf(result.originCityStateZip)} -> ${cityStateOf(result.destinationCityStateZip)}`;
}
