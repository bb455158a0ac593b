import type { ValueOf } from './const-enum';

/**
 * Order type (spec 001 §3). String values because the order form matches reference labels to them by
 * name once spaces are removed (spec 001 §5).
 */
export const OrderType = {
  Sales: 'Sales',
  Purchase: 'Purchase',
  Transfer: 'Transfer',
  Return: 'Return',
  Others: 'Others',
} as const;
export type OrderType = ValueOf<typeof OrderType>;

export const ORDER_TYPE_LABEL: Record<OrderType, string> = {
  [OrderType.Sales]: 'Sales',
  [OrderType.Purchase]: 'Purchase',
  [OrderType.Transfer]: 'Transfer',
  [OrderType.Return]: 'Return',
  [OrderType.Others]: 'Others',
};

/** Who pays the freight on an order (order.freightTermType, spec 001 §3); values not shown, the usual three. */
export const FreightTermType = {
  Prepaid: 'Prepaid',
  Collect: 'Collect',
  ThirdParty: 'ThirdParty',
} as const;
export type FreightTermType = ValueOf<typeof FreightTermType>;

export const FREIGHT_TERM_TYPE_LABEL: Record<FreightTermType, string> = {
  [FreightTermType.Prepaid]: 'Prepaid',
  [FreightTermType.Collect]: 'Collect',
  [FreightTermType.ThirdParty]: 'Third Party',
};

/** Where an order came from; the portal creates orders with Portal (spec 001 §3). Others ours. */
export const OrderSource = {
  Portal: 'Portal',
  Edi: 'Edi',
  Api: 'Api',
} as const;
export type OrderSource = ValueOf<typeof OrderSource>;

/** A shipper-side order stop is a Pickup or a Delivery (spec 001 §3). */
export const OrderStopType = {
  Pickup: 'Pickup',
  Delivery: 'Delivery',
} as const;
export type OrderStopType = ValueOf<typeof OrderStopType>;

/** The locationNumber of a stop whose location was typed in as new (spec 001 §3). */
export const NEW_LOCATION_NUMBER = 'N/A';
