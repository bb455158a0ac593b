// A radius in whole miles around a place (the board's origin and destination, the reload search);
// empty means any distance. The field keeps exactly what was typed; text it cannot read ('2.5', 'abc',
// '5000') says so at the field, as the board's place filters do, and the page does not apply it
// (radiiReadable). A field only the load board has, built on the panel's FilterField.
import { FilterField } from '@trucks/shared-ui/list-panel';
import { memoFilterField } from '@trucks/shared-ui/list-views';
import type { FilterDraft } from '@trucks/shared-ui/list-views';
import { TypedNumberInput } from '@trucks/shared-ui/typed-number-input';
import type { ListFilterValues } from '@trucks/shared-ui/use-list-filters';
import { radiusProblem } from '../lib/radius-miles';

interface RadiusFilterProps<F extends ListFilterValues> {
  label: string;
  id: string;
  filters: FilterDraft<F>;
  name: keyof F & string;
}

function RadiusFilterField<F extends ListFilterValues>({ label, id, filters, name }: RadiusFilterProps<F>) {
  const miles = filters.draft[name];
  const problem = radiusProblem(miles);
  const helpId = `${id}-help`;
  return (
    <FilterField label={label} htmlFor={id} help={problem ? <span id={helpId}>{problem}</span> : undefined}>
      <TypedNumberInput
        id={id}
        whole
        value={miles}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? helpId : undefined}
        onChange={(text) => filters.setDraft(name, text as F[typeof name])}
      />
    </FilterField>
  );
}

/** Renders again only when its miles change (a URL change re-renders the page, not the panel). */
export const RadiusFilter = memoFilterField(RadiusFilterField, ({ filters, name }) => [
  filters.draft[name] ?? '',
]) as typeof RadiusFilterField;
