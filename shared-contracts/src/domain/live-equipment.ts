import type { EntityId, IsoDateTime } from './common';
import type { EquipmentType } from './equipment-type';

/**
 * Equipment a carrier posts as available (GET carriers/{id}/live_equipment; fields not shown, ours):
 * where and when a truck will be empty, and where it would like to go.
 */
export interface LiveEquipment {
  id: EntityId;
  equipmentType: EquipmentType;
  originCity: string;
  originState: string;
  destinationCity?: string;
  destinationState?: string;
  availableFrom: IsoDateTime;
  availableTo?: IsoDateTime | null;
  latitude?: number;
  longitude?: number;
  /** Matching loads found for it. */
  matchCount?: number;
  powerUnitId?: EntityId;
}
