import type { ChipColor, ValueOf } from './const-enum';

/** Shipping mode (spec 000 §4). */
export const ShippingMode = {
  TL: 0,
  LTL: 1,
  Bulk: 2,
  Intermodal: 3,
  VLTL: 4,
  Ocean: 5,
} as const;
export type ShippingMode = ValueOf<typeof ShippingMode>;

export const SHIPPING_MODE_LABEL: Record<ShippingMode, string> = {
  [ShippingMode.TL]: 'TL',
  [ShippingMode.LTL]: 'LTL',
  [ShippingMode.Bulk]: 'Bulk',
  [ShippingMode.Intermodal]: 'Intermodal',
  [ShippingMode.VLTL]: 'VLTL',
  [ShippingMode.Ocean]: 'Ocean',
};

export const SHIPPING_MODE_COLOR: Record<ShippingMode, ChipColor> = {
  [ShippingMode.TL]: 'blue',
  [ShippingMode.LTL]: 'purple',
  [ShippingMode.Bulk]: 'gold',
  [ShippingMode.Intermodal]: 'cyan',
  [ShippingMode.VLTL]: 'geekblue',
  [ShippingMode.Ocean]: 'magenta',
};
