// The host's preloads at start (issue 26): the landing page's first read through the routes module, and
// the dashboard tab's through its widget, each before anything renders; the page then shows what was
// read without asking again.
import { screen, waitFor } from '@testing-library/react';
import { API } from '@trucks/shared-contracts/api/catalogue';
import { installRemoteLoader } from '@trucks/shared-contracts/federation/remote-loader';
import type { RemoteModuleId, RemoteModules } from '@trucks/shared-contracts/federation/remote-modules';
import { installApiDouble } from '@trucks/shared-ui/api-double';
import { renderInApp, signInForTest, testQueryClient } from '@trucks/shared-ui/testing';
import { dispatcher, driverUser, page, shipment } from '../test/shipment-fixtures';
import { preload as preloadRoutes } from './exposes/routes';
import DashboardShipmentsTab, { preload as preloadTab } from './exposes/dashboard-shipments-tab';
import { StandaloneRoutes, standaloneRemoteLoader } from './standalone-app';

jest.setTimeout(30_000);

afterEach(() => installRemoteLoader(standaloneRemoteLoader));

const LOAD = shipment({ shipmentNumber: 'S700' });

it("reads a driver's loads and what is on file at their dropoffs as soon as the driver is known, and the driver's page shows them without reading again", async () => {
  const api = installApiDouble()
    .on(API.shipments.list, page([LOAD]))
    .on(API.shipments.documents, []);
  const queryClient = testQueryClient();
  signInForTest(driverUser);
  await preloadRoutes('/all-shipments', queryClient);
  await waitFor(() => expect(api.requests(API.shipments.list)).toHaveLength(1));
  expect(api.requests(API.shipments.list)[0]?.query).toMatchObject({ driverId: 'D-7' });
  expect(api.requests(API.shipments.documents).map((r) => r.path)).toEqual([
    `v2/shipments/${LOAD.id}/documents`,
  ]);

  renderInApp(<StandaloneRoutes />, { route: '/shipments', user: driverUser, queryClient });
  expect(await screen.findByRole('article', { name: 'Shipment S700' })).toBeInTheDocument();
  expect(api.requests(API.shipments.list)).toHaveLength(1);
  expect(api.requests(API.shipments.documents)).toHaveLength(1);
});

it("reads nothing ahead for a dispatcher's list or a shipment's page: their chunks only", async () => {
  const api = installApiDouble().on(API.shipments.list, page([LOAD]));
  signInForTest(dispatcher);
  await preloadRoutes('/shipments', testQueryClient());
  await preloadRoutes('/shipments/S700', testQueryClient());
  expect(api.requests()).toEqual([]);
});

it("starts the dashboard tab's read, and the tab shows it without reading again", async () => {
  const api = installApiDouble().on(API.shipments.list, page([LOAD], 32));
  const queryClient = testQueryClient();
  await preloadTab(queryClient);
  expect(api.requests(API.shipments.list)).toHaveLength(1);
  expect(api.requests(API.shipments.list)[0]?.query).toMatchObject({ needsUpdates: 'true', pageSize: '10' });

  renderInApp(<DashboardShipmentsTab basePath="/dashboard/shipments" />, {
    route: '/dashboard/shipments',
    user: dispatcher,
    queryClient,
  });
  expect(await screen.findByText(/32 shipments need an update/)).toBeInTheDocument();
  expect(api.requests(API.shipments.list)).toHaveLength(1);
});

it("asks for the cards' proof-of-delivery upload beside a driver's read, not once the cards have rendered", async () => {
  const api = installApiDouble()
    .on(API.shipments.list, page([LOAD]))
    .on(API.shipments.documents, []);
  const asked: RemoteModuleId[] = [];
  installRemoteLoader(async (id) => {
    asked.push(id);
    return { default: () => null } as unknown as RemoteModules[typeof id];
  });
  signInForTest(driverUser);
  await preloadRoutes('/shipments', testQueryClient());
  expect(asked).toEqual(['mf_cases_notes/DocumentsPanel']);
  expect(api.requests(API.shipments.list)).toHaveLength(1);

  asked.length = 0;
  signInForTest(dispatcher);
  await preloadRoutes('/shipments', testQueryClient());
  expect(asked).toEqual([]);
});

it("reads a driver's loads ahead even when the proof-of-delivery upload cannot load (its region says so)", async () => {
  const api = installApiDouble()
    .on(API.shipments.list, page([LOAD]))
    .on(API.shipments.documents, []);
  installRemoteLoader(() => Promise.reject(new Error('mf_cases_notes is down')));
  signInForTest(driverUser);
  await expect(preloadRoutes('/shipments', testQueryClient())).resolves.toBeUndefined();
  expect(api.requests(API.shipments.list)).toHaveLength(1);
});
