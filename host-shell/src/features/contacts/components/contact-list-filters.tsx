// The contacts list's FILTERS tab: the search as a field. Loaded with the tab (contact-list-page.tsx),
// so that the list's first visit does not download antd's form.
import { FilterForm, TextFilter } from '@trucks/shared-ui/list-panel';
import type { FilterDraft } from '@trucks/shared-ui/list-views';
import type { ContactFilters } from '../api/contacts';

export function ContactListFilterForm({ filters }: { filters: FilterDraft<ContactFilters> }) {
  return (
    <FilterForm>
      <TextFilter
        label="Name, title, email or phone"
        id="contact-search"
        filters={filters}
        name="q"
        maxLength={100}
      />
    </FilterForm>
  );
}
