import type { ChipColor, ValueOf } from './const-enum';

/** Equipment mode (spec 000 §4 names them; numbers are not shown, so they follow the spec's order). */
export const EquipmentMode = {
  Dry: 0,
  Reefer: 1,
  Flatbed: 2,
  Bulk: 3,
  Drayage: 4,
  PowerOnly: 5,
} as const;
export type EquipmentMode = ValueOf<typeof EquipmentMode>;

export const EQUIPMENT_MODE_LABEL: Record<EquipmentMode, string> = {
  [EquipmentMode.Dry]: 'Dry',
  [EquipmentMode.Reefer]: 'Reefer',
  [EquipmentMode.Flatbed]: 'Flatbed',
  [EquipmentMode.Bulk]: 'Bulk',
  [EquipmentMode.Drayage]: 'Drayage',
  [EquipmentMode.PowerOnly]: 'Power Only',
};

export const EQUIPMENT_MODE_COLOR: Record<EquipmentMode, ChipColor> = {
  [EquipmentMode.Dry]: 'default',
  [EquipmentMode.Reefer]: 'cyan',
  [EquipmentMode.Flatbed]: 'orange',
  [EquipmentMode.Bulk]: 'gold',
  [EquipmentMode.Drayage]: 'purple',
  [EquipmentMode.PowerOnly]: 'geekblue',
};

/** Reefer settings on an order, sent only when the mode is Reefer (spec 001 §3, §5). Values not shown. */
export const ReeferMode = {
  Continuous: 'Continuous',
  CycleSentry: 'CycleSentry',
} as const;
export type ReeferMode = ValueOf<typeof ReeferMode>;

export const REEFER_MODE_LABEL: Record<ReeferMode, string> = {
  [ReeferMode.Continuous]: 'Continuous',
  [ReeferMode.CycleSentry]: 'Cycle Sentry',
};
