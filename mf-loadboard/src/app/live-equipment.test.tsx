// Live equipment (issue 12 'Live equipment': the carrier's trucks on a MapLibre map and in a list,
// with the last position time; tracking devices where the catalogue has them) through the real
// client, React Query and the API double. MapLibre needs WebGL: its adapter is mocked.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '@trucks/shared-contracts/api/catalogue';
import { EquipmentType } from '@trucks/shared-contracts/domain/equipment-type';
import type { LiveEquipment } from '@trucks/shared-contracts/domain/live-equipment';
import { installApiDouble } from '@trucks/shared-ui/api-double';
import { currentAddress, renderInApp } from '@trucks/shared-ui/testing';
import { drawPositionsMap } from '../ui/map/maplibre-map';
import { carrier, pageOf } from '../test/loads';
import { StandaloneRoutes } from './standalone-app';

jest.mock('../ui/map/maplibre-map', () => ({
  drawRouteMap: jest.fn(() => ({ remove: jest.fn() })),
  drawPositionsMap: jest.fn(() => ({ remove: jest.fn() })),
}));
jest.setTimeout(30_000);

const posting = (overrides: Partial<LiveEquipment> = {}): LiveEquipment => ({
  id: 'LE-1',
  equipmentType: EquipmentType.Reefer,
  originCity: 'Dallas',
  originState: 'TX',
  destinationCity: 'Atlanta',
  destinationState: 'GA',
  availableFrom: '2026-01-15T14:00:00Z',
  availableTo: '2026-01-16T14:00:00Z',
  latitude: 32.78,
  longitude: -96.8,
  powerUnitId: 'PU-1',
  ...overrides,
});

function answering(
  live: LiveEquipment[] | { status: number; body?: unknown } = [
    posting(),
    posting({
      id: 'LE-2',
      equipmentType: EquipmentType.Van,
      originCity: 'Memphis',
      originState: 'TN',
      latitude: 35.15,
      longitude: -90.05,
      powerUnitId: 'PU-2',
    }),
  ],
) {
  return installApiDouble()
    .on(API.carriers.liveEquipment, live)
    .on(
      API.carriers.trackingDevices,
      pageOf([
        {
          id: 'D1',
          provider: 'Samsara',
          deviceIdentifier: 'SAM123',
          powerUnitNumber: '101',
          lastPingAt: '2026-01-15T12:30:00Z',
        },
      ]),
    )
    .on(
      API.carriers.searchPowerUnits,
      pageOf([
        { id: 'PU-1', unitNumber: '101', isActive: true },
        { id: 'PU-2', unitNumber: '102', isActive: true },
      ]),
    );
}

const render = (route = '/live-equipment') => renderInApp(<StandaloneRoutes />, { route, user: carrier });

describe('/live-equipment', () => {
  beforeEach(() => jest.mocked(drawPositionsMap).mockClear());

  it("lists the company's trucks with where they are, the last position time and the tracking device", async () => {
    const api = answering();
    render();
    const row = (await screen.findByText('Samsara SAM123')).closest('tr')!;
    expect(within(row).getByText('101')).toBeInTheDocument();
    expect(within(row).getByText('Reefer')).toBeInTheDocument();
    expect(within(row).getByText('Dallas, TX')).toBeInTheDocument();
    expect(within(row).getByText('Atlanta, GA')).toBeInTheDocument();
    expect(within(row).getByText('Jan 15, 2026 6:30 CST')).toBeInTheDocument();
    const other = screen.getByText('102').closest('tr')!;
    expect(within(other).getByText('None')).toBeInTheDocument();
    expect(screen.getByText('2 trucks')).toBeInTheDocument();
    expect(api.requests(API.carriers.liveEquipment)[0]?.params).toEqual({ id: 'C-100' });
    expect(api.requests(API.carriers.trackingDevices)[0]).toMatchObject({
      params: { carrierId: 'C-100' },
      query: { page: '1', pageSize: '50' },
    });
    const devices = screen.getByRole('region', { name: 'Tracking devices' });
    expect(within(devices).getByText('Tracking Devices (1)')).toBeInTheDocument();
  });

  it('draws the trucks on the map through the MapLibre adapter, busy until the adapter says drawn', async () => {
    answering();
    render();
    await waitFor(() =>
      expect(drawPositionsMap).toHaveBeenLastCalledWith(
        expect.any(HTMLElement),
        [
          { label: '101', latitude: 32.78, longitude: -96.8 },
          { label: '102', latitude: 35.15, longitude: -90.05 },
        ],
        { onDrawn: expect.any(Function) },
      ),
    );
    const map = screen.getByRole('group', { name: 'Map of 2 trucks' });
    expect(map).toHaveAttribute('aria-busy', 'true');
    act(() => jest.mocked(drawPositionsMap).mock.lastCall?.[2]?.onDrawn?.());
    expect(map).toHaveAttribute('aria-busy', 'false');
  });

  it('the tracked view keeps trucks with a device, in the address', async () => {
    const user = userEvent.setup();
    answering();
    render();
    await screen.findByText('102');
    await user.click(
      within(screen.getByRole('list', { name: 'Equipment views' })).getByText('With Tracking Device'),
    );
    await waitFor(() => expect(currentAddress()).toHaveTextContent('/live-equipment?view=tracked'));
    await waitFor(() => expect(screen.queryByText('102')).not.toBeInTheDocument());
    expect(screen.getByText('1 truck')).toBeInTheDocument();
  });

  it('says why it is empty, and offers Retry on a failure', async () => {
    answering([]);
    const view = render();
    expect(await screen.findByText('No live equipment posted')).toBeInTheDocument();
    view.unmount();
    answering({ status: 500, body: { title: 'Server error' } });
    render();
    expect(await screen.findByText('Your live equipment could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
