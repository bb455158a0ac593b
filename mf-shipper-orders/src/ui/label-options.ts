// Select options from the contracts' label maps, so every filter lists the spec's values in its order.
export interface LabelOption {
  value: string;
  label: string;
}

export function optionsOf(labels: Record<string | number, string>): LabelOption[] {
  return Object.entries(labels).map(([value, label]) => ({ value, label }));
}
