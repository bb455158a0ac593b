// The order form's choices and layout, shared by its sections (order-form.tsx and the cards it holds):
// the option lists of its selects and button groups, and the column spans.
import { FREIGHT_CLASSES } from '@trucks/shared-contracts/domain/order';

export const numberOptions = (labels: Record<number, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value: Number(value), label }));
export const textOptions = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));
const suggestions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

export const ACCESSORIALS = suggestions([
  'Liftgate',
  'Inside Delivery',
  'Residential',
  'Appointment',
  'Limited Access',
]);
export const REQUIREMENTS = suggestions(['Food Grade', 'Straps', 'Load Bars', 'Tarps', 'Pallet Jack']);
export const FREIGHT_CLASS_OPTIONS = suggestions(FREIGHT_CLASSES);
export const PACKAGING = suggestions([
  'Pallet',
  'Carton',
  'Crate',
  'Drum',
  'Bundle',
  'Roll',
  'Tote',
  'Piece',
]);
export const HAZMAT_GROUPS = suggestions(['I', 'II', 'III']);
export const COUNTRIES = [
  { value: 'US', label: 'United States' },
  { value: 'CA', label: 'Canada' },
];

export const third = { xs: 24, sm: 12, lg: 8 } as const;
export const quarter = { xs: 12, sm: 8, lg: 6 } as const;
export const half = { xs: 24, sm: 12 } as const;
