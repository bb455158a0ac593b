// Equipment (issue 12 'Equipment'; spec 000 §2 'two tabs labelled Trailers and Power Units, each with
// a count', §3 'searchable by q, page, pageSize', §7 'initial 1 and 50') through the real client, React
// Query and the API double.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '@trucks/shared-contracts/api/catalogue';
import type { PowerUnit, Trailer } from '@trucks/shared-contracts/domain/equipment';
import { EquipmentType } from '@trucks/shared-contracts/domain/equipment-type';
import { installApiDouble } from '@trucks/shared-ui/api-double';
import { currentAddress, renderInApp } from '@trucks/shared-ui/testing';
import { carrier } from '../test/loads';
import { StandaloneRoutes } from './standalone-app';

jest.setTimeout(30_000);

const trailer = (n: number): Trailer => ({
  id: `TR-${n}`,
  trailerNumber: `T-${n}`,
  equipmentType: EquipmentType.Reefer,
  length: 53,
  licensePlate: `ABC${n}`,
  licenseState: 'TX',
  vin: `1JJV532D0JL00000${n}`,
  year: 2021,
  make: 'Wabash',
  isActive: true,
});
const powerUnit = (n: number): PowerUnit => ({
  id: `PU-${n}`,
  unitNumber: `PU-${n}`,
  year: 2022,
  make: 'Freightliner',
  model: 'Cascadia',
  licensePlate: `XYZ${n}`,
  licenseState: 'OK',
  eldSerialNumber: `ELD-${n}`,
  isActive: n % 2 === 0,
});

const paged =
  <T,>(all: T[]) =>
  (request: { query: Record<string, string | string[]> }) => {
    const page = Number(request.query.page);
    const size = Number(request.query.pageSize);
    return { data: all.slice((page - 1) * size, page * size), page, pageSize: size, totalCount: all.length };
  };

function answering(
  trailers = [trailer(1), trailer(2)],
  powerUnits = [powerUnit(1), powerUnit(2), powerUnit(3)],
) {
  return installApiDouble()
    .on(API.carriers.searchTrailers, paged(trailers))
    .on(API.carriers.searchPowerUnits, paged(powerUnits));
}

const render = (route: string) => renderInApp(<StandaloneRoutes />, { route, user: carrier });

describe('/equipment', () => {
  it('shows both tabs with their counts and the trailers, asking page 1 of 50', async () => {
    const api = answering();
    render('/equipment/trailers');
    const row = (await screen.findByText('T-1')).closest('tr')!;
    expect(within(row).getByText('Reefer')).toBeInTheDocument();
    expect(within(row).getByText('53 ft')).toBeInTheDocument();
    expect(within(row).getByText('ABC1 TX')).toBeInTheDocument();
    expect(within(row).getByText('2021 Wabash')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('tab', { name: /Trailers/ })).toHaveTextContent('Trailers2'));
    expect(screen.getByRole('tab', { name: /Power Units/ })).toHaveTextContent('Power Units3');
    expect(api.requests(API.carriers.searchTrailers)[0]?.query).toEqual({ page: '1', pageSize: '50' });
    expect(api.requests(API.carriers.searchPowerUnits)[0]?.query).toEqual({ page: '1', pageSize: '50' });
  });

  it('the Power Units tab lists the units; the tab keeps the search', async () => {
    const user = userEvent.setup();
    const api = answering();
    render('/equipment/trailers?q=PU');
    await user.click(await screen.findByRole('tab', { name: /Power Units/ }));
    await waitFor(() => expect(currentAddress()).toHaveTextContent('/equipment/power-units?q=PU'));
    const row = (await screen.findByText('ELD-2')).closest('tr')!;
    expect(within(row).getByText('2022 Freightliner Cascadia')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(api.requests(API.carriers.searchPowerUnits).at(-1)?.query).toEqual({
      q: 'PU',
      page: '1',
      pageSize: '50',
    });
  });

  it('searches by q and pages by 50 in the address', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 60 }, (_, i) => trailer(i + 1));
    const api = answering(many);
    render('/equipment/trailers');
    await screen.findByText('T-1');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(currentAddress()).toHaveTextContent('/equipment/trailers?page=2'));
    expect(await screen.findByText('T-51')).toBeInTheDocument();
    expect(api.requests(API.carriers.searchTrailers).at(-1)?.query).toEqual({ page: '2', pageSize: '50' });
    await user.type(screen.getByRole('searchbox', { name: 'Search Trailers' }), 'T-5{Enter}');
    await waitFor(() => expect(currentAddress()).toHaveTextContent(/^\/equipment\/trailers\?q=T-5$/));
    await waitFor(() =>
      expect(api.requests(API.carriers.searchTrailers).at(-1)?.query).toEqual({
        q: 'T-5',
        page: '1',
        pageSize: '50',
      }),
    );
  });

  it('says why a tab is empty, and offers Retry when the search fails', async () => {
    const user = userEvent.setup();
    let fail = true;
    installApiDouble()
      .on(API.carriers.searchTrailers, () =>
        fail
          ? { status: 500, body: { title: 'Server error' } }
          : paged([trailer(1)])({ query: { page: '1', pageSize: '50' } }),
      )
      .on(API.carriers.searchPowerUnits, paged([]));
    render('/equipment/trailers');
    expect(await screen.findByText('Your trailers could not be loaded')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('T-1')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /Power Units/ }));
    expect(await screen.findByText('No power units yet')).toBeInTheDocument();
  });
});
