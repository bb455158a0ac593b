// A radius in whole miles around a place (the board's origin and destination, the reload search);
// empty means any distance. A field only the load board has, built on the panel's FilterField.
import { InputNumber } from 'antd';
import { FilterField } from '@trucks/shared-ui/list-panel';
import { memoFilterField } from '@trucks/shared-ui/list-views';
import type { FilterDraft } from '@trucks/shared-ui/list-views';
import type { ListFilterValues } from '@trucks/shared-ui/use-list-filters';

interface RadiusFilterProps<F extends ListFilterValues> {
  label: string;
  id: string;
  filters: FilterDraft<F>;
  name: keyof F & string;
}

function RadiusFilterField<F extends ListFilterValues>({ label, id, filters, name }: RadiusFilterProps<F>) {
  const miles = filters.draft[name];
  return (
    <FilterField label={label} htmlFor={id}>
      <InputNumber
        id={id}
        min={0}
        max={1000}
        precision={0}
        style={{ width: '100%' }}
        value={miles === '' || miles === undefined ? null : Number(miles)}
        onChange={(value) => filters.setDraft(name, (value === null ? '' : String(value)) as F[typeof name])}
      />
    </FilterField>
  );
}

/** Renders again only when its miles change (a URL change re-renders the page, not the panel). */
export const RadiusFilter = memoFilterField(RadiusFilterField, ({ filters, name }) => [
  filters.draft[name] ?? '',
]) as typeof RadiusFilterField;
