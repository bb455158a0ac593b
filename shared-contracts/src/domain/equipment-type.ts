import { flagsOf, maskOf } from './const-enum';
import type { ValueOf } from './const-enum';

/** Equipment types: bit flags 1 to 262144 in the spec's order (spec 000 §4). A shipment holds a mask. */
export const EquipmentType = {
  Van: 1,
  FlatBed: 2,
  Reefer: 4,
  Conestoga: 8,
  Tanker: 16,
  DryBulk: 32,
  Container: 64,
  PupTrailer: 128,
  StraightTruck: 256,
  Sprinter: 512,
  CurtainSide: 1024,
  RemovableGooseneck: 2048,
  LowBoy: 4096,
  StepDeck: 8192,
  Pneumatic: 16384,
  EndDump: 32768,
  WalkingFloor: 65536,
  DumpTruck: 131072,
  HopperBottom: 262144,
} as const;
export type EquipmentType = ValueOf<typeof EquipmentType>;

export const EQUIPMENT_TYPE_LABEL: Record<EquipmentType, string> = {
  [EquipmentType.Van]: 'Van',
  [EquipmentType.FlatBed]: 'Flat Bed',
  [EquipmentType.Reefer]: 'Reefer',
  [EquipmentType.Conestoga]: 'Conestoga',
  [EquipmentType.Tanker]: 'Tanker',
  [EquipmentType.DryBulk]: 'Dry Bulk',
  [EquipmentType.Container]: 'Container',
  [EquipmentType.PupTrailer]: 'Pup Trailer',
  [EquipmentType.StraightTruck]: 'Straight Truck',
  [EquipmentType.Sprinter]: 'Sprinter',
  [EquipmentType.CurtainSide]: 'Curtain Side',
  [EquipmentType.RemovableGooseneck]: 'Removable Gooseneck',
  [EquipmentType.LowBoy]: 'Low Boy',
  [EquipmentType.StepDeck]: 'Step Deck',
  [EquipmentType.Pneumatic]: 'Pneumatic',
  [EquipmentType.EndDump]: 'End Dump',
  [EquipmentType.WalkingFloor]: 'Walking Floor',
  [EquipmentType.DumpTruck]: 'Dump Truck',
  [EquipmentType.HopperBottom]: 'Hopper Bottom',
};

/** The equipment types held in a mask, e.g. 5 -> [Van, Reefer]. */
export function equipmentTypesOf(mask: number): EquipmentType[] {
  return flagsOf(EquipmentType, mask);
}

/** The mask of a list of equipment types. */
export function equipmentTypesMask(types: readonly EquipmentType[]): number {
  return maskOf(types);
}

/** 'Van, Reefer' for a mask: how lists and previews show a shipment's equipment. */
export function equipmentTypesLabel(mask: number): string {
  return equipmentTypesOf(mask)
    .map((type) => EQUIPMENT_TYPE_LABEL[type])
    .join(', ');
}
