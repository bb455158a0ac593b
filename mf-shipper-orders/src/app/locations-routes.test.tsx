import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '@trucks/shared-contracts/api/catalogue';
import type { DockScheduleInput, LocationInput } from '@trucks/shared-contracts/api/catalogue/shipper';
import type { Contact, ContactInput } from '@trucks/shared-contracts/domain/contact';
import type { DockSchedule, Location } from '@trucks/shared-contracts/domain/location';
import { installApiDouble } from '@trucks/shared-ui/api-double';
import { currentAddress, renderInApp } from '@trucks/shared-ui/testing';
import { location, shipper } from '../test/fixtures';
import { StandaloneRoutes } from './standalone-app';

jest.setTimeout(60_000);

/** Keys typed without a timer between them: the same events, a fraction of the time in jsdom. */
const user = () => userEvent.setup({ delay: null });
const render = (route: string) => renderInApp(<StandaloneRoutes />, { route, user: shipper });

const dcs = location();
const page = (data: Location[], pageSize = 10) => ({ data, totalCount: data.length, page: 1, pageSize });
const TORONTO = {
  city: 'Toronto',
  state: 'ON',
  postalCode: 'M5H 2N2',
  country: 'CA',
  latitude: 43.65,
  longitude: -79.38,
  ianaTimeZone: 'America/Toronto',
};

const ana: Contact = {
  id: 'K-1',
  firstName: 'Ana',
  lastName: 'Ruiz',
  title: 'Dock Manager',
  roles: [],
  emailAddresses: [{ value: 'ana@maple.test' }],
  phoneNumbers: [{ value: '(214) 555-0101' }],
  locations: ['Dallas Cold Storage'],
  permissions: [],
  is3PL: false,
  isCarrier: false,
  companyId: 'C-SHIP',
  companyNumber: 'SHIP-1',
  companyName: 'Maple Foods',
  isPortalEnabled: false,
  accessLevels: [],
  isBroker: false,
  isBookable: true,
  isOnHold: false,
};

function recordApi(schedule: DockSchedule | null = null) {
  return installApiDouble()
    .on(API.shipper.getLocation, dcs)
    .on(
      API.shipper.getDockSchedule,
      schedule === null ? { status: 404, body: { title: 'Not Found', status: 404 } } : schedule,
    )
    .on(API.contacts.companyContacts, { items: [ana], totalCount: 1, page: 1, pageSize: 50 })
    .on(API.shipper.geocode, [])
    .on(API.shipper.findLocations, (request) =>
      page(
        [dcs, location({ id: 'other-id', locationNumber: 'LOC10010' })].filter((l) =>
          l.locationNumber.includes(String(request.query.search ?? '')),
        ),
      ),
    );
}

describe('/locations', () => {
  it('lists company locations 10 a page; the EDI list 50 a page; quotable and all through their calls', async () => {
    const api = installApiDouble()
      .on(API.shipper.findLocations, page([dcs]))
      .on(API.shipper.ediLocations, page([dcs], 50))
      .on(API.shipper.quotableLocations, page([]));
    render('/locations');
    const row = (await screen.findByText('Dallas Cold Storage')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Primary')).toBeInTheDocument();
    expect(within(row).getByText('LOC1001')).toBeInTheDocument();
    expect(within(row).getByText('1 Cold Way, Dallas, TX 75201')).toBeInTheDocument();
    expect(within(row).getByText('Appointment required')).toBeInTheDocument();
    expect(api.requests(API.shipper.findLocations)[0]?.query).toEqual({
      scope: 'company',
      page: '1',
      pageSize: '10',
    });

    const views = screen.getByRole('list', { name: 'Location lists' });
    await user().click(within(views).getByText('EDI Locations'));
    await waitFor(() =>
      expect(api.requests(API.shipper.ediLocations)[0]?.query).toEqual({ page: '1', pageSize: '50' }),
    );
    await user().click(within(views).getByText('Quotable Locations'));
    expect(
      await screen.findByText('No quotable locations yet: a location is quotable once it is geocoded'),
    ).toBeInTheDocument();
    expect(api.requests(API.shipper.quotableLocations)[0]?.query).toEqual({ page: '1', pageSize: '10' });
    await user().click(within(views).getByText('All Locations'));
    await user().type(screen.getByRole('searchbox', { name: 'Search locations' }), 'DCS01{Enter}');
    await waitFor(() =>
      expect(api.requests(API.shipper.findLocations).at(-1)?.query).toEqual({
        scope: 'all',
        search: 'DCS01',
        page: '1',
        pageSize: '10',
      }),
    );
    await waitFor(() => expect(currentAddress()).toHaveTextContent('list=all'));
  });

  it("creates a location: a Canadian postal code sets Canada, geocoding fills the place; 'Location created'", async () => {
    const created = location({
      id: 'new-id',
      locationNumber: 'LOC2001',
      name: 'Maple Toronto',
      isPrimaryLocation: false,
    });
    const api = installApiDouble()
      .on(API.shipper.findLocations, (request) =>
        page(request.query.search === 'LOC2001' ? [created] : [dcs]),
      )
      .on(API.shipper.geocode, [TORONTO])
      .on(API.shipper.createLocation, created)
      .on(API.shipper.getLocation, created)
      .on(API.shipper.getDockSchedule, { status: 404, body: { title: 'Not Found', status: 404 } })
      .on(API.contacts.companyContacts, { items: [], totalCount: 0, page: 1, pageSize: 50 });
    render('/locations');
    await user().click(await screen.findByRole('button', { name: /New Location/ }));
    const drawer = await screen.findByRole('dialog', { name: 'New Location' });
    await user().type(within(drawer).getByLabelText('Name'), 'Maple Toronto');
    await user().type(within(drawer).getByLabelText('Address Line 1'), '100 King St W');
    await user().type(within(drawer).getByLabelText('Postal Code'), 'M5H 2N2');
    expect(within(drawer).getByTitle('Canada')).toBeInTheDocument();
    await user().click(await within(drawer).findByRole('button', { name: 'Use Toronto, ON' }));
    expect(within(drawer).getByLabelText('City')).toHaveValue('Toronto');
    await user().type(within(drawer).getByLabelText('Dock Length (ft)'), '53');
    await user().click(within(drawer).getByRole('checkbox', { name: 'Overnight parking' }));
    await user().click(within(drawer).getByRole('button', { name: 'Create Location' }));

    expect(await screen.findByText('Location created')).toBeInTheDocument();
    // The page is named by the location's number (the route's locationNumber).
    await waitFor(() => expect(currentAddress()).toHaveTextContent('/locations/LOC2001/preview'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Location LOC2001' })).toBeInTheDocument();
    const body = api.requests(API.shipper.createLocation)[0]?.body as LocationInput;
    expect(body).toEqual({
      name: 'Maple Toronto',
      locationType: 'Warehouse',
      isPrimaryLocation: false,
      lumpersAvailable: false,
      isAppointmentRequired: false,
      overnightParking: true,
      addressLine1: '100 King St W',
      city: 'Toronto',
      province: 'ON',
      postalCode: 'M5H 2N2',
      country: 'CA',
      phoneNumbers: [],
      ediCodes: [],
      dockLength: 53,
      latitude: 43.65,
      longitude: -79.38,
      ianaTimeZone: 'America/Toronto',
    });
  });
});

describe('/locations/{locationNumber}/preview', () => {
  it('issue 41: "/locations/LOC20086/preview says the location was not found, although it exists": opened by its number, and by its id as older links are', async () => {
    const api = recordApi();
    const first = render('/locations/LOC1001/preview');
    expect(await screen.findByRole('heading', { level: 2, name: 'Location LOC1001' })).toBeInTheDocument();
    expect(screen.getByText('Gate 3 off Main.')).toBeInTheDocument();
    // The search also finds LOC10010: the number is matched whole, and the location read by its id.
    expect(api.requests(API.shipper.getLocation).at(-1)?.params).toEqual({ id: dcs.id });
    first.unmount();
    render(`/locations/${dcs.id}/preview`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Location LOC1001' })).toBeInTheDocument();
  });

  it("a number the address book does not hold says 'Location Not Found'", async () => {
    recordApi();
    render('/locations/LOC99999/preview');
    expect(await screen.findByText('Location Not Found')).toBeInTheDocument();
  });

  it("edits the location: 'Location {number} updated.'; a refused save keeps the drawer and its values", async () => {
    let fail = true;
    const api = recordApi().on(API.shipper.updateLocation, (request) =>
      fail
        ? {
            status: 400,
            body: { title: 'Invalid', status: 400, errors: { email: ['Not an email address.'] } },
          }
        : { ...dcs, ...(request.body as LocationInput) },
    );
    render(`/locations/${dcs.id}/preview`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Location LOC1001' })).toBeInTheDocument();
    expect(screen.getByText('Gate 3 off Main.')).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: /Edit/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Edit Location LOC1001' });
    const directions = within(drawer).getByLabelText('Directions');
    await user().clear(directions);
    await user().type(directions, 'Gate 4.');
    await user().click(within(drawer).getByRole('button', { name: 'Save Location' }));
    expect(await within(drawer).findByText('Not an email address.')).toBeInTheDocument();
    expect(within(drawer).getByLabelText('Directions')).toHaveValue('Gate 4.');

    fail = false;
    await user().click(within(drawer).getByRole('button', { name: 'Save Location' }));
    expect(await screen.findByText('Location LOC1001 updated.')).toBeInTheDocument();
    const request = api.requests(API.shipper.updateLocation).at(-1);
    expect(request?.params).toEqual({ id: dcs.id });
    expect(request?.body).toMatchObject({ directions: 'Gate 4.', companyId: 'C-SHIP', ediCodes: ['DCS01'] });
  });

  it("issue 41 item 4: a Dock Length of 'abc' or 5000 ft is kept as typed, said at the field and not saved; 53.5 is", async () => {
    const api = recordApi().on(API.shipper.updateLocation, (request) => ({
      ...dcs,
      ...(request.body as LocationInput),
    }));
    render(`/locations/${dcs.id}/preview`);
    await user().click(await screen.findByRole('button', { name: /Edit/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Edit Location LOC1001' });
    const dock = within(drawer).getByLabelText('Dock Length (ft)');
    expect(dock).toHaveValue('60');
    for (const typed of ['abc', '5000', '0']) {
      await user().clear(dock);
      await user().type(dock, typed);
      await user().click(within(drawer).getByRole('button', { name: 'Save Location' }));
      const field = dock.closest('.ant-form-item') as HTMLElement;
      expect(await within(field).findByText('Enter a number from 1 to 1,000 ft')).toBeInTheDocument();
      expect(dock).toHaveValue(typed);
    }
    expect(api.requests(API.shipper.updateLocation)).toHaveLength(0);

    await user().clear(dock);
    await user().type(dock, '53.5');
    await user().click(within(drawer).getByRole('button', { name: 'Save Location' }));
    expect(await screen.findByText('Location LOC1001 updated.')).toBeInTheDocument();
    expect(api.requests(API.shipper.updateLocation)[0]?.body).toMatchObject({ dockLength: 53.5 });
  });

  it("without a saved dock schedule opens on the 001 §9 defaults; closed on Sundays is created: 'Dock schedule updated for {number}'", async () => {
    const api = recordApi().on(API.shipper.createDockSchedule, (request) => ({
      ...(request.body as DockScheduleInput),
      id: 'ds-1',
      locationId: dcs.id,
    }));
    render(`/locations/${dcs.id}/preview`);
    expect(await screen.findByText(/No dock schedule saved yet/)).toBeInTheDocument();
    const sunday = screen.getByRole('group', { name: 'Sunday' });
    expect(within(sunday).getByLabelText('Sunday start')).toHaveValue('00:00');
    expect(
      within(screen.getByRole('group', { name: 'Saturday' })).getByLabelText('Saturday end'),
    ).toHaveValue('23:59');
    for (const mode of [
      'Dry',
      'Reefer',
      'Flatbed',
      'Bulk',
      'TL',
      'LTL',
      'Intermodal',
      'Shipping',
      'Receiving',
    ])
      expect(
        screen.getAllByRole('checkbox', { name: mode }).some((box) => (box as HTMLInputElement).checked),
      ).toBe(true);
    expect(screen.getByRole('checkbox', { name: 'Drayage' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'VLTL' })).not.toBeChecked();

    await user().click(within(sunday).getByRole('checkbox', { name: 'Closed' }));
    await waitFor(() => expect(within(sunday).getByLabelText('Sunday start')).toBeDisabled());
    await user().click(screen.getByRole('button', { name: 'Save Dock Schedule' }));

    expect(await screen.findByText('Dock schedule updated for LOC1001')).toBeInTheDocument();
    const body = api.requests(API.shipper.createDockSchedule)[0]?.body as DockScheduleInput;
    expect(body.days[0]).toEqual({
      dayOfWeek: 0,
      isClosed: true,
      isTwentyFourHour: false,
      startTime: '00:00',
      endTime: '23:59',
    });
    expect(body.days[1]).toEqual({
      dayOfWeek: 1,
      isClosed: false,
      isTwentyFourHour: false,
      startTime: '00:00',
      endTime: '23:59',
    });
    expect(body).toMatchObject({
      equipmentModes: [0, 1, 2, 3],
      shippingModes: [0, 1, 2, 3],
      stopTypes: ['Shipping', 'Receiving'],
    });
  });

  it('a saved dock schedule is shown as saved and updated in place; hours that close before they open are refused', async () => {
    const saved: DockSchedule = {
      id: 'ds-1',
      locationId: dcs.id,
      days: [0, 1, 2, 3, 4, 5, 6].map((day) => ({
        dayOfWeek: day as DockSchedule['days'][number]['dayOfWeek'],
        isClosed: day === 0,
        isTwentyFourHour: day === 6,
        startTime: '07:00',
        endTime: '17:00',
      })),
      equipmentModes: [1],
      shippingModes: [0],
      stopTypes: ['Receiving'],
    };
    const api = recordApi(saved).on(API.shipper.updateDockSchedule, (request) => ({
      ...saved,
      ...(request.body as DockScheduleInput),
    }));
    render(`/locations/${dcs.id}/preview`);
    const monday = await screen.findByRole('group', { name: 'Monday' });
    expect(
      within(screen.getByRole('group', { name: 'Sunday' })).getByRole('checkbox', { name: 'Closed' }),
    ).toBeChecked();
    expect(within(monday).getByLabelText('Monday start')).toHaveValue('07:00');
    const end = within(monday).getByLabelText('Monday end');
    await user().clear(end);
    await user().type(end, '06:00');
    await user().click(screen.getByRole('button', { name: 'Save Dock Schedule' }));
    expect(await within(monday).findByText('The dock closes before it opens.')).toBeInTheDocument();
    expect(api.requests(API.shipper.updateDockSchedule)).toHaveLength(0);

    await user().clear(end);
    await user().type(end, '18:30');
    await user().click(screen.getByRole('button', { name: 'Save Dock Schedule' }));
    expect(await screen.findByText('Dock schedule updated for LOC1001')).toBeInTheDocument();
    const body = api.requests(API.shipper.updateDockSchedule)[0]?.body as DockScheduleInput;
    expect(body.days[1]).toMatchObject({ startTime: '07:00', endTime: '18:30' });
    expect(body.days[6]).toMatchObject({ isTwentyFourHour: true });
    expect(body).toMatchObject({ equipmentModes: [1], shippingModes: [0], stopTypes: ['Receiving'] });
  });

  it("lists the company's contacts by company number and adds one: 'Contact Successfully Created'", async () => {
    const api = recordApi().on(API.contacts.create, (request) => ({
      ...ana,
      ...(request.body as ContactInput),
      id: 'K-2',
    }));
    render(`/locations/${dcs.id}/preview`);
    expect(await screen.findByText('Ana Ruiz')).toBeInTheDocument();
    expect(screen.getByText('At this location')).toBeInTheDocument();
    expect(api.requests(API.contacts.companyContacts)[0]).toMatchObject({
      params: { companyNumber: 'SHIP-1' },
      query: { page: '1', pageSize: '50' },
    });
    await user().click(screen.getByRole('button', { name: /New Contact/ }));
    const drawer = await screen.findByRole('dialog', { name: 'New Contact at Dallas Cold Storage' });
    await user().type(within(drawer).getByLabelText('First Name'), 'Ben');
    await user().type(within(drawer).getByLabelText('Last Name'), 'Cho');
    await user().type(within(drawer).getByLabelText('Email'), 'ben@maple.test');
    await user().click(within(drawer).getByRole('button', { name: 'Create Contact' }));
    expect(await screen.findByText('Contact Successfully Created')).toBeInTheDocument();
    expect(api.requests(API.contacts.create)[0]?.body).toMatchObject({
      firstName: 'Ben',
      lastName: 'Cho',
      emailAddresses: [{ value: 'ben@maple.test', type: 'Work', isPrimary: true }],
      locations: ['Dallas Cold Storage'],
      companyId: 'C-SHIP',
    });
  });

  it("an unknown location says 'Location Not Found'", async () => {
    installApiDouble().on(API.shipper.getLocation, {
      status: 404,
      body: { title: 'Not Found', status: 404 },
    });
    render('/locations/0b7b1a52-0000-4000-8000-00000000dead/preview');
    expect(await screen.findByText('Location Not Found')).toBeInTheDocument();
  });
});
