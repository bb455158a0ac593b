// The top bar's search box of a list, in a module of its own: antd's Input is not in the host's first
// load, and a list page that has no search box (the load board) would fetch it with its views.
import { useState } from 'react';
import { Input } from 'antd';
import type { ListFilterValues, ListFilters } from './use-list-filters';
import { filterText } from './list-views';

export interface ListSearchBoxProps<F extends ListFilterValues> {
  /** The box's accessible name and placeholder, e.g. 'Search contacts'. */
  label: string;
  filters: Pick<ListFilters<F>, 'applied' | 'applyNow'>;
  /** The filter key the search sets, e.g. 'q'. */
  name: keyof F & string;
  maxLength?: number;
  width?: number;
}

/**
 * The top bar's search of a list: Enter (or the search button) applies the trimmed text at once; the
 * box follows the applied filter when it changes elsewhere (the panel, Back, Reset).
 */
export function ListSearchBox<F extends ListFilterValues>({
  label,
  filters,
  name,
  maxLength = 100,
  width = 240,
}: ListSearchBoxProps<F>) {
  const applied = filterText(filters.applied, name);
  const [typed, setTyped] = useState({ from: applied, text: applied });
  const text = typed.from === applied ? typed.text : applied;
  return (
    <Input.Search
      allowClear
      aria-label={label}
      placeholder={label}
      maxLength={maxLength}
      value={text}
      onChange={(event) => setTyped({ from: applied, text: event.target.value })}
      onSearch={(value) => filters.applyNow(name, value.trim() as F[typeof name])}
      style={{ width: '100%', maxWidth: width }}
    />
  );
}
