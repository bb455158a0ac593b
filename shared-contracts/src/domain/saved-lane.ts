import type { EntityId, IsoDateTime } from './common';

/** A lane a carrier saved to be told of matching loads (/saved-lanes; fields not shown, ours). */
export interface SavedLane {
  id: EntityId;
  name?: string;
  originCity?: string;
  originState: string;
  originRadius?: number;
  destinationCity?: string;
  destinationState?: string;
  destinationRadius?: number;
  /** Bit mask of equipment-type flags; 0 = any. */
  equipmentTypes: number;
  /** Whether the carrier is notified of new matches. */
  notify: boolean;
  /** Current matching loads. */
  matchCount?: number;
  createdDateTime: IsoDateTime;
}
