// An order's lane as its record pages show it: the city and state or province of its first and last stop.
import type { Order } from '@trucks/shared-contracts/domain/order';

export function lane(order: Order | undefined) {
  const first = order?.stops[0];
  const last = order?.stops.at(-1);
  if (!first || !last) return undefined;
  return {
    origin: `${first.location.city}, ${'province' in first.location ? first.location.province : first.location.state}`,
    destination: `${last.location.city}, ${'province' in last.location ? last.location.province : last.location.state}`,
  };
}
