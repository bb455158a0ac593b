// Times of cases, notes and documents have no stop, so no stop zone: they show in the portal's
// fallback zone (US Central) with its abbreviation, in the spec's 'MMM DD, YYYY H:mm z' (README).
import { formatStopDateTime } from '@trucks/shared-contracts/format/date-time';

export const NONE = '—';

export const portalDateTime = (value: string | null | undefined) =>
  formatStopDateTime(value, undefined) || NONE;
