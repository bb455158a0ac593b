import type { EntityId } from './common';
import type { EquipmentType } from './equipment-type';

/** A carrier's trailer (spec 000 §3 'Equipment'; fields not shown, ours). */
export interface Trailer {
  id: EntityId;
  trailerNumber: string;
  equipmentType: EquipmentType;
  /** Feet. */
  length?: number;
  licensePlate?: string;
  licenseState?: string;
  vin?: string;
  year?: number;
  make?: string;
  isActive: boolean;
}

/** A carrier's tractor or truck (spec 000 §3 'Equipment'; fields not shown, ours). */
export interface PowerUnit {
  id: EntityId;
  unitNumber: string;
  licensePlate?: string;
  licenseState?: string;
  vin?: string;
  year?: number;
  make?: string;
  model?: string;
  /** ELD device serial, when tracked by telematics. */
  eldSerialNumber?: string;
  isActive: boolean;
}

/** Equipment searches take q, page, pageSize (spec 000 §3, §7; initial 1 and 50). */
export interface EquipmentSearchQuery {
  q?: string;
  page?: number;
  pageSize?: number;
}
