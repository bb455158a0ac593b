// Saved lanes (issue 12 'Saved lanes': list, add (origin, destination, radius, equipment), delete;
// each lane opens the available-freight list filtered to it with a count of matching loads) through
// the real client, React Query and the API double. The double keeps the lanes as state.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '@trucks/shared-contracts/api/catalogue';
import { EquipmentType } from '@trucks/shared-contracts/domain/equipment-type';
import type { SavedLane } from '@trucks/shared-contracts/domain/saved-lane';
import { installApiDouble } from '@trucks/shared-ui/api-double';
import type { Reply } from '@trucks/shared-ui/api-double';
import { currentAddress, renderInApp } from '@trucks/shared-ui/testing';
import { carrier, load, pageOf } from '../test/loads';
import { StandaloneRoutes } from './standalone-app';

jest.setTimeout(30_000);

const dallasToGeorgia: SavedLane = {
  id: 'L1',
  originCity: 'Dallas',
  originState: 'TX',
  originRadius: 150,
  destinationState: 'GA',
  equipmentTypes: EquipmentType.Van | EquipmentType.Reefer,
  notify: true,
  matchCount: 4,
  createdDateTime: '2026-01-10T12:00:00Z',
};

function answering({ lanes = [dallasToGeorgia], save }: { lanes?: SavedLane[]; save?: () => Reply } = {}) {
  const store = lanes.map((l) => ({ ...l }));
  const api = installApiDouble()
    .on(API.loadboard.savedLanes, () => store)
    .on(API.loadboard.saveLane, (request) => {
      if (save) return save();
      const lane = {
        ...(request.body as SavedLane),
        id: `L${store.length + 1}`,
        createdDateTime: '2026-01-12T00:00:00Z',
      };
      store.push(lane);
      return lane;
    })
    .on(API.loadboard.deleteLane, (request) => {
      store.splice(
        store.findIndex((l) => l.id === request.params.id),
        1,
      );
      return { status: 204 };
    })
    .on(API.loadboard.availableShipments, (request) =>
      request.query.pageSize === '1' ? pageOf([load()], 3) : pageOf([load()]),
    );
  return { api, store };
}

const render = (route = '/saved-lanes') => renderInApp(<StandaloneRoutes />, { route, user: carrier });

describe('/saved-lanes', () => {
  it('lists each lane with its radius and equipment, and the count of loads the board holds on it', async () => {
    const { api } = answering();
    render();
    const row = (await screen.findByText('Dallas, TX → GA')).closest('tr')!;
    expect(within(row).getByText('Origin 150 mi')).toBeInTheDocument();
    expect(within(row).getByText('Van, Reefer')).toBeInTheDocument();
    expect(within(row).getByText('On')).toBeInTheDocument();
    const link = await within(row).findByRole('link', { name: '3 loads: Dallas, TX → GA' });
    expect(link).toHaveAttribute(
      'href',
      '/available-freight?origin=Dallas%2C+TX&originRadius=150&destination=GA',
    );
    expect(
      api.requests(API.loadboard.availableShipments).find((r) => r.query.pageSize === '1')?.query,
    ).toEqual({
      originCity: 'Dallas',
      originState: 'TX',
      originRadius: '150',
      destinationState: 'GA',
      includePartials: 'true',
      orderBy: 'pickupDate',
      page: '1',
      pageSize: '1',
    });
  });

  it('a lane opens the available-freight list filtered to it', async () => {
    const user = userEvent.setup();
    const { api } = answering();
    render('/lanes');
    expect(await screen.findByRole('heading', { level: 4, name: 'Lanes' })).toBeInTheDocument();
    await user.click(await screen.findByRole('link', { name: /^3 loads/ }));
    await waitFor(() =>
      expect(currentAddress()).toHaveTextContent(
        '/available-freight?origin=Dallas%2C+TX&originRadius=150&destination=GA',
      ),
    );
    await waitFor(() =>
      expect(api.requests(API.loadboard.availableShipments).at(-1)?.query).toMatchObject({
        originCity: 'Dallas',
        originState: 'TX',
        originRadius: '150',
        destinationState: 'GA',
        pageSize: '10',
      }),
    );
  });

  it("adds a lane (origin, radius, destination, equipment) and lists it: 'Lane saved.'", async () => {
    const user = userEvent.setup();
    const { api } = answering({ lanes: [] });
    render();
    expect(await screen.findByText('No saved lanes yet: add the lanes you want to run')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Lane' }));
    const drawer = await screen.findByRole('dialog', { name: 'Add Lane' });
    await user.type(within(drawer).getByLabelText('Origin'), 'Memphis, tn');
    await user.clear(within(drawer).getByLabelText('Origin Radius (miles)'));
    await user.type(within(drawer).getByLabelText('Origin Radius (miles)'), '75');
    await user.type(within(drawer).getByLabelText('Destination'), 'oh');
    await user.click(within(drawer).getByLabelText('Equipment'));
    await user.click(await screen.findByTitle('Flat Bed'));
    await user.click(within(drawer).getByRole('button', { name: 'Save Lane' }));
    expect(await screen.findByText('Lane saved.')).toBeInTheDocument();
    expect(api.requests(API.loadboard.saveLane)[0]?.body).toEqual({
      originCity: 'Memphis',
      originState: 'TN',
      originRadius: 75,
      destinationState: 'OH',
      equipmentTypes: EquipmentType.FlatBed,
      notify: true,
    });
    expect(await screen.findByText('Memphis, TN → OH')).toBeInTheDocument();
  });

  it("a radius of 2.5, 'abc' or 5000 miles is kept as typed, said at the field and not saved; 250 is (issue 41 item 4)", async () => {
    const user = userEvent.setup();
    const { api } = answering({ lanes: [] });
    render();
    await user.click(await screen.findByRole('button', { name: 'Add Lane' }));
    const drawer = await screen.findByRole('dialog', { name: 'Add Lane' });
    await user.type(within(drawer).getByLabelText('Origin'), 'Memphis, tn');
    const radius = within(drawer).getByLabelText('Origin Radius (miles)');
    expect(radius).toHaveValue('100');
    for (const typed of ['2.5', 'abc', '5000']) {
      await user.clear(radius);
      await user.type(radius, typed);
      await user.click(within(drawer).getByRole('button', { name: 'Save Lane' }));
      const field = radius.closest('.ant-form-item') as HTMLElement;
      expect(
        await within(field).findByText('Enter a whole number from 0 to 1,000 miles'),
      ).toBeInTheDocument();
      expect(radius).toHaveValue(typed);
    }
    expect(api.requests(API.loadboard.saveLane)).toHaveLength(0);

    await user.clear(radius);
    await user.type(radius, '250');
    await user.click(within(drawer).getByRole('button', { name: 'Save Lane' }));
    expect(await screen.findByText('Lane saved.')).toBeInTheDocument();
    expect(api.requests(API.loadboard.saveLane)[0]?.body).toMatchObject({
      originCity: 'Memphis',
      originState: 'TN',
      originRadius: 250,
    });
  });

  it('checks the places before saving, and a refused save keeps what was typed', async () => {
    const user = userEvent.setup();
    answering({
      lanes: [],
      save: () => ({
        status: 400,
        body: { title: 'Bad Request', errors: { originState: ['Origin state is required.'] } },
      }),
    });
    render();
    await user.click(await screen.findByRole('button', { name: 'Add Lane' }));
    const drawer = await screen.findByRole('dialog', { name: 'Add Lane' });
    await user.click(within(drawer).getByRole('button', { name: 'Save Lane' }));
    expect(await within(drawer).findByText('Origin is required.')).toBeInTheDocument();
    await user.type(within(drawer).getByLabelText('Origin'), 'Texas');
    expect(await within(drawer).findByText("Type 'City, ST' or a state code ('TX').")).toBeInTheDocument();
    await user.clear(within(drawer).getByLabelText('Origin'));
    await user.type(within(drawer).getByLabelText('Origin'), 'TX');
    await user.click(within(drawer).getByRole('button', { name: 'Save Lane' }));
    expect(await screen.findByText('Bad Request - Origin state is required.')).toBeInTheDocument();
    expect(within(drawer).getByLabelText('Origin')).toHaveValue('TX');
    expect(screen.getByRole('dialog', { name: 'Add Lane' })).toBeVisible();
  });

  it("deletes a lane after a confirmation: 'Lane deleted.'", async () => {
    const user = userEvent.setup();
    const { api } = answering();
    render();
    await user.click(await screen.findByRole('button', { name: 'Delete lane Dallas, TX → GA' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Lane deleted.')).toBeInTheDocument();
    expect(api.requests(API.loadboard.deleteLane)[0]?.params).toEqual({ id: 'L1' });
    await waitFor(() => expect(screen.queryByText('Dallas, TX → GA')).not.toBeInTheDocument());
  });

  it('filters by view in the address and says why nothing matches', async () => {
    const user = userEvent.setup();
    answering({ lanes: [{ ...dallasToGeorgia, notify: false }] });
    render();
    await screen.findByText('Dallas, TX → GA');
    await user.click(within(screen.getByRole('list', { name: 'Lane views' })).getByText('Notifications On'));
    await waitFor(() => expect(currentAddress()).toHaveTextContent('/saved-lanes?view=notifying'));
    expect(await screen.findByText('No saved lanes match these filters')).toBeInTheDocument();
  });
});
