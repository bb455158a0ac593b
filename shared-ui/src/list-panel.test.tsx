import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CheckboxFilter,
  ChoiceFilter,
  DateFilter,
  DateRangeFilter,
  FilterForm,
  SelectFilter,
  trimmed,
  TextFilter,
} from './list-panel';
import { FilterViewList, ViewList } from './list-views';
import { currentAddress, renderWithAddress, renderWithAntd } from './testing';
import { useListFilters } from './use-list-filters';

const EQUIPMENT_MODE_LABEL = { 1: 'Van', 2: 'Reefer', 3: 'Flatbed' };
const DATE_FILTER_LABEL = { Last60Days: 'Last 60 Days', Today: 'Today', Range: 'Range' };

type LoadFilters = {
  view: string;
  origin: string;
  shipmentNumber: string;
  equipmentMode: string;
  pickupDate: string;
  pickupStart: string;
  pickupEnd: string;
  dateFilter: string;
  includePartials: string;
};
const DEFAULTS: LoadFilters = {
  view: 'all',
  origin: '',
  shipmentNumber: '',
  equipmentMode: '',
  pickupDate: '',
  pickupStart: '',
  pickupEnd: '',
  dateFilter: 'Last60Days',
  includePartials: 'true',
};

// A list page's panel in miniature: the views, every kind of filter field, and Apply.
function LoadFiltersPanel() {
  const filters = useListFilters(DEFAULTS);
  return (
    <>
      <FilterViewList
        label="Load views"
        views={[
          { key: 'all', label: 'All Loads' },
          { key: 'bookItNow', label: 'Book It Now' },
        ]}
        filters={filters}
        name="view"
      />
      <FilterForm>
        <TextFilter
          label="Origin"
          id="loads-origin"
          placeholder="City, State"
          filters={filters}
          name="origin"
        />
        <TextFilter
          label="Shipment #"
          id="loads-shipment-number"
          filters={filters}
          name="shipmentNumber"
          normalize={trimmed}
        />
        <SelectFilter
          label="Equipment Mode"
          id="loads-equipment-mode"
          filters={filters}
          name="equipmentMode"
          labels={EQUIPMENT_MODE_LABEL}
        />
        <DateFilter label="Pickup Date" id="loads-pickup-date" filters={filters} name="pickupDate" />
        <DateRangeFilter
          label="Pickup Dates"
          id="loads-pickup-dates"
          filters={filters}
          start="pickupStart"
          end="pickupEnd"
        />
        <ChoiceFilter
          label="Invoice Date"
          id="loads-date-filter"
          filters={filters}
          name="dateFilter"
          labels={DATE_FILTER_LABEL}
        />
        <CheckboxFilter label="Include partials" filters={filters} name="includePartials" />
      </FilterForm>
      <button type="button" onClick={filters.apply}>
        Apply
      </button>
    </>
  );
}

// Waits for the views menu, which settles its item records after the first render.
async function renderPanel(route = '/loads') {
  renderWithAddress(<LoadFiltersPanel />, route);
  await screen.findByRole('list', { name: 'Load views' });
}

describe('filter fields bound to the list filters', () => {
  it('label their controls and show the defaults', async () => {
    await renderPanel();
    expect(screen.getByLabelText('Origin')).toHaveAttribute('placeholder', 'City, State');
    expect(screen.getByLabelText('Origin')).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Equipment Mode' })).toBeInTheDocument();
    expect(screen.getByText('Any')).toBeInTheDocument();
    expect(screen.getByLabelText('Pickup Date')).toHaveValue('');
    expect(screen.getByLabelText('Pickup Dates')).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'Last 60 Days' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Include partials' })).toBeChecked();
  });

  it('write what the user enters to the address on Apply, and only then', async () => {
    const user = userEvent.setup();
    await renderPanel();
    await user.type(screen.getByLabelText('Origin'), 'Dallas, TX');
    await user.type(screen.getByLabelText('Shipment #'), ' S100 ');
    await user.click(screen.getByRole('radio', { name: 'Today' }));
    await user.click(screen.getByRole('checkbox', { name: 'Include partials' }));
    expect(currentAddress()).toHaveTextContent(/^\/loads$/);

    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(currentAddress()).toHaveTextContent(
        '/loads?origin=Dallas%2C+TX&shipmentNumber=S100&dateFilter=Today&includePartials=false',
      ),
    );
  });

  it('keep taking edits after an Apply (the fields render again only when their own value changes)', async () => {
    const user = userEvent.setup();
    await renderPanel();
    await user.type(screen.getByLabelText('Origin'), 'TX');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(currentAddress()).toHaveTextContent(/^\/loads\?origin=TX$/));

    await user.click(screen.getByRole('radio', { name: 'Today' }));
    await user.type(screen.getByLabelText('Origin'), ', Dallas');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(currentAddress()).toHaveTextContent('/loads?origin=TX%2C+Dallas&dateFilter=Today'),
    );
    await user.click(screen.getByRole('button', { name: 'Book It Now' }));
    await waitFor(() =>
      expect(currentAddress()).toHaveTextContent(
        '/loads?origin=TX%2C+Dallas&dateFilter=Today&view=bookItNow',
      ),
    );
    expect(screen.getByLabelText('Origin')).toHaveValue('TX, Dallas');
    expect(screen.getByRole('radio', { name: 'Today' })).toBeChecked();
  });

  it('offer the label map in its order in the select, and clear back to Any', async () => {
    const user = userEvent.setup();
    await renderPanel();
    await user.click(screen.getByRole('combobox', { name: 'Equipment Mode' }));
    // antd's role="option" nodes are a hidden accessibility copy of two items; the visible items carry
    // their label as title.
    const visible = await screen.findAllByTitle(/^(Van|Reefer|Flatbed)$/);
    expect(visible.map((option) => option.getAttribute('title'))).toEqual(['Van', 'Reefer', 'Flatbed']);
    await user.click(screen.getByTitle('Reefer'));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(currentAddress()).toHaveTextContent('/loads?equipmentMode=2'));

    await user.click(screen.getByLabelText('close-circle'));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(currentAddress()).toHaveTextContent(/^\/loads$/));
  });

  it('show applied dates as YYYY-MM-DD, the range only with both ends', async () => {
    await renderPanel('/loads?pickupDate=2026-03-02&pickupStart=2026-03-01&pickupEnd=2026-03-05');
    expect(screen.getByLabelText('Pickup Date')).toHaveValue('2026-03-02');
    const range = screen.getByLabelText('Pickup Dates');
    expect(range).toHaveValue('2026-03-01');
    const [, end] = within(range.closest('.ant-picker')! as HTMLElement).getAllByRole('textbox');
    expect(end).toHaveValue('2026-03-05');
  });

  it('leave a half range out of the range picker', async () => {
    await renderPanel('/loads?pickupStart=2026-03-01');
    expect(screen.getByLabelText('Pickup Dates')).toHaveValue('');
  });

  it('take a typed date as YYYY-MM-DD', async () => {
    const user = userEvent.setup();
    await renderPanel();
    await user.click(screen.getByLabelText('Pickup Date'));
    await user.type(screen.getByLabelText('Pickup Date'), '2026-04-09{Enter}');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(currentAddress()).toHaveTextContent('/loads?pickupDate=2026-04-09'));
  });

  it('apply a view at once, keeping the applied filters', async () => {
    const user = userEvent.setup();
    await renderPanel('/loads?origin=Austin');
    const views = screen.getByRole('list', { name: 'Load views' });
    expect(within(views).getByRole('button', { name: 'All Loads' })).toHaveAttribute('aria-current', 'true');
    await user.click(within(views).getByText('Book It Now'));
    await waitFor(() => expect(currentAddress()).toHaveTextContent('/loads?origin=Austin&view=bookItNow'));
    expect(within(views).getByRole('button', { name: 'Book It Now' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(within(views).getByRole('button', { name: 'All Loads' })).not.toHaveAttribute('aria-current');
  });
});

describe('ViewList counts', () => {
  it('names each view with its count as one number', () => {
    renderWithAntd(
      <ViewList
        label="Invoice views"
        views={[
          { key: 'actionRequired', label: 'Action Required', count: 16 },
          { key: 'all', label: 'All' },
        ]}
        selected="all"
        onSelect={() => undefined}
      />,
    );
    expect(screen.getByRole('button', { name: 'Action Required 16' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All' })).toBeInTheDocument();
  });
});
