// The board's FILTERS tab: origin and destination with a radius, pickup dates, equipment mode,
// partials and the order. Loaded with the tab (available-freight-page.tsx), so that the board's first
// visit does not download antd's pickers, selects and form.
import { Form, Input } from 'antd';
import { EQUIPMENT_MODE_LABEL } from '@trucks/shared-contracts/domain/equipment-mode';
import { isReadablePlaceText, PLACE_TEXT_HINT } from '@trucks/shared-contracts/rules/place-text';
import {
  CheckboxFilter,
  ChoiceFilter,
  DateRangeFilter,
  FilterForm,
  SelectFilter,
} from '@trucks/shared-ui/list-panel';
import type { FilterDraft } from '@trucks/shared-ui/list-views';
import { RadiusFilter } from '../../../ui/radius-filter';
import { ORDER_LABEL } from '../api/available-shipments';
import type { AvailableFreightFilters, PlaceFilter as PlaceName } from '../api/available-shipments';

/**
 * Origin or destination, typed 'City, ST' or a state code. Text the board cannot read says what to
 * type at the field (as Saved Lanes' Add Lane does), and Apply waits until it can be read.
 */
function PlaceFilter({
  label,
  id,
  filters,
  name,
}: {
  label: string;
  id: string;
  filters: FilterDraft<AvailableFreightFilters>;
  name: PlaceName;
}) {
  const value = filters.draft[name];
  const readable = isReadablePlaceText(value);
  const helpId = `${id}-help`;
  return (
    <Form.Item
      label={label}
      htmlFor={id}
      style={{ marginBottom: 12 }}
      validateStatus={readable ? undefined : 'error'}
      help={readable ? undefined : <span id={helpId}>{PLACE_TEXT_HINT}</span>}
    >
      <Input
        id={id}
        placeholder="City, ST"
        autoComplete="off"
        value={value}
        aria-invalid={readable ? undefined : true}
        aria-describedby={readable ? undefined : helpId}
        onChange={(event) => filters.setDraft(name, event.target.value)}
      />
    </Form.Item>
  );
}

export function AvailableFreightFilterForm({ filters }: { filters: FilterDraft<AvailableFreightFilters> }) {
  return (
    <FilterForm>
      <PlaceFilter label="Origin" id="available-freight-origin" filters={filters} name="origin" />
      <RadiusFilter
        label="Origin Radius (miles)"
        id="available-freight-origin-radius"
        filters={filters}
        name="originRadius"
      />
      <PlaceFilter
        label="Destination"
        id="available-freight-destination"
        filters={filters}
        name="destination"
      />
      <RadiusFilter
        label="Destination Radius (miles)"
        id="available-freight-destination-radius"
        filters={filters}
        name="destinationRadius"
      />
      <DateRangeFilter
        label="Pickup Dates"
        id="available-freight-pickup-dates"
        filters={filters}
        start="pickupStart"
        end="pickupEnd"
      />
      <SelectFilter
        label="Equipment Mode"
        id="available-freight-equipment-mode"
        filters={filters}
        name="equipmentMode"
        labels={EQUIPMENT_MODE_LABEL}
      />
      <CheckboxFilter label="Include partials" filters={filters} name="includePartials" />
      <ChoiceFilter
        label="Sort By"
        id="available-freight-order"
        filters={filters}
        name="orderBy"
        labels={ORDER_LABEL}
      />
    </FilterForm>
  );
}
