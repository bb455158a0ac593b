// Select and radio options from the contracts' label maps, so every filter and form lists the spec's
// values in the spec's order. One copy for the five remotes (it was written once per remote).
export interface LabelOption {
  value: string;
  label: string;
}

export function optionsOf(labels: Record<string | number, string>): LabelOption[] {
  return Object.entries(labels).map(([value, label]) => ({ value, label }));
}
