import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '@trucks/shared-contracts/api/catalogue';
import type { ShipmentSearchResult } from '@trucks/shared-contracts/domain/shipment';
import { ShipmentStatus } from '@trucks/shared-contracts/domain/shipment-status';
import { installRemoteLoader } from '@trucks/shared-contracts/federation/remote-loader';
import type { RemoteModuleLoader } from '@trucks/shared-contracts/federation/remote-loader';
import type { LoadDetailDialogProps } from '@trucks/shared-contracts/federation/remote-modules';
import { currentAddress } from '@trucks/shared-ui/testing';
import { installApiDouble } from '@trucks/shared-ui/api-double';
import type { ApiDouble } from '@trucks/shared-ui/api-double';
import { renderInShell, signedInUser } from '../../../test/render';
import { DesktopShipmentSearch } from './desktop-shipment-search';
import { ShipmentSearch } from './shipment-search';

// Rows as the trucks API answers them (dev-stack searchResult: 'City, ST zip').
const readyToBook: ShipmentSearchResult = {
  shipmentNumber: '4100012',
  shipmentStatus: ShipmentStatus.ReadyToBook,
  shipmentStatusDescription: 'Ready to Book',
  originCityStateZip: 'Dallas, TX 75201',
  destinationCityStateZip: 'Houston, TX 77002',
};
const tendering: ShipmentSearchResult = {
  shipmentNumber: '4100013',
  shipmentStatus: ShipmentStatus.Tendering,
  shipmentStatusDescription: 'Tendering',
  originCityStateZip: 'Memphis, TN 38103',
  destinationCityStateZip: 'Atlanta, GA 30303',
};
const inTransit: ShipmentSearchResult = {
  shipmentNumber: '4100014',
  shipmentStatus: ShipmentStatus.InTransit,
  shipmentStatusDescription: 'In Transit',
  originCityStateZip: 'Chicago, IL 60607',
  destinationCityStateZip: 'Toronto, ON M5V 2T6',
};
const allResults = [readyToBook, tendering, inTransit];

const carrier = signedInUser({ permissions: ['CarrierPortal'], isBroker: false });
const broker = signedInUser({ permissions: ['CarrierPortal'], isBroker: true });

function trucksSearchAnswering(results: ShipmentSearchResult[]) {
  return installApiDouble().on(API.shipments.search, { items: results, totalCount: results.length });
}

/** A window `width` pixels wide, as far as CSS media queries go. */
function resizeWindowTo(width: number) {
  window.matchMedia = (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const matches = (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    };
  };
}

function LoadDetailDialog({ shipmentNumber, type, open, onClose }: LoadDetailDialogProps) {
  if (!open) return null;
  return (
    <section aria-label="Load detail">
      <p>
        Load {shipmentNumber} opened as {type}
      </p>
      <button onClick={onClose}>Close load detail</button>
    </section>
  );
}

// Browsers give key events the legacy keyCode/which that antd's select reads; user-event in jsdom
// does not, so they are added here before any handler runs.
const LEGACY_KEY_CODES: Record<string, number> = {
  Tab: 9,
  Enter: 13,
  Escape: 27,
  ArrowUp: 38,
  ArrowDown: 40,
};
function addLegacyKeyCode(event: KeyboardEvent) {
  const keyCode = LEGACY_KEY_CODES[event.key];
  if (keyCode === undefined) return;
  Object.defineProperty(event, 'keyCode', { value: keyCode });
  Object.defineProperty(event, 'which', { value: keyCode });
}
beforeAll(() => document.addEventListener('keydown', addLegacyKeyCode, true));
afterAll(() => document.removeEventListener('keydown', addLegacyKeyCode, true));

const realMatchMedia = window.matchMedia;
let user: ReturnType<typeof userEvent.setup>;

beforeEach(() => {
  jest.useFakeTimers();
  user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
});
afterEach(() => {
  jest.useRealTimers();
  window.matchMedia = realMatchMedia;
});

async function wait(ms: number) {
  await act(() => jest.advanceTimersByTimeAsync(ms));
}

function searchBox(): HTMLElement {
  return screen.getByRole('combobox', { name: 'Search Shipments' });
}

describe('ShipmentSearch on desktop', () => {
  it("shows the box with the placeholder 'Search Shipments'", () => {
    trucksSearchAnswering([]);
    renderInShell(<ShipmentSearch />, { user: carrier });
    expect(searchBox()).toHaveAttribute('placeholder', 'Search Shipments');
  });

  it('sends the search 1000 ms after the last keystroke, not before (spec 000 §5)', async () => {
    const api = trucksSearchAnswering(allResults);
    renderInShell(<ShipmentSearch />, { user: carrier });

    await user.type(searchBox(), '41');
    await wait(600);
    await user.type(searchBox(), '00');
    await wait(999);
    expect(api.requests(API.shipments.search)).toHaveLength(0);

    await wait(1);
    expect(api.requests(API.shipments.search)).toHaveLength(1);
    expect(api.requests(API.shipments.search)[0]?.query).toEqual({ q: '4100' });
  });

  it('sends nothing for blank text and trims what it sends (spec 000 §5)', async () => {
    const api = trucksSearchAnswering(allResults);
    renderInShell(<ShipmentSearch />, { user: carrier });

    await user.type(searchBox(), '   ');
    await wait(3000);
    expect(api.requests()).toHaveLength(0);
    expect(screen.queryByText('No Options')).not.toBeInTheDocument();

    await user.type(searchBox(), '4100 ');
    await wait(1000);
    expect(api.requests(API.shipments.search).map((request) => request.query)).toEqual([{ q: '4100' }]);
  });

  it('shows each result: shipment number, status chip, origin -> destination city and state (spec 000 §2)', async () => {
    trucksSearchAnswering(allResults);
    renderInShell(<ShipmentSearch />, { user: carrier });

    await user.type(searchBox(), '41000');
    await wait(1000);

    const option = await screen.findByRole('option', { name: /4100012/ });
    expect(within(option).getByText('4100012')).toBeInTheDocument();
    expect(within(option).getByText('Ready to Book')).toHaveClass('ant-tag-blue');
    expect(within(option).getByText('Dallas, TX -> Houston, TX')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: /4100014/ })).toHaveTextContent(
      '4100014In TransitChicago, IL -> Toronto, ON',
    );
    expect(screen.getAllByRole('option')).toHaveLength(3);
  });

  it("shows 'No Options' when nothing matches (spec 000 §2)", async () => {
    trucksSearchAnswering([]);
    renderInShell(<ShipmentSearch />, { user: carrier });

    await user.type(searchBox(), '999');
    await wait(1000);

    expect(await screen.findByText('No Options')).toBeInTheDocument();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('non-brokers search through the trucks search with q, and read its items (spec 000 §6)', async () => {
    const api = trucksSearchAnswering([inTransit]).on(API.shipments.quickSearchShipments, {
      data: [],
      page: 1,
      pageSize: 50,
      totalCount: 0,
    });
    renderInShell(<ShipmentSearch />, { user: carrier });

    await user.type(searchBox(), '4100014');
    await wait(1000);

    expect(await screen.findByRole('option', { name: /4100014/ })).toBeInTheDocument();
    expect(api.requests(API.shipments.search)).toHaveLength(1);
    expect(api.requests(API.shipments.quickSearchShipments)).toHaveLength(0);
  });

  it('brokers search through quick search shipments with query, pageSize and page, and read its data (spec 000 §6)', async () => {
    const api = installApiDouble()
      .on(API.shipments.quickSearchShipments, {
        data: [tendering],
        page: 1,
        pageSize: 50,
        totalCount: 1,
      })
      .on(API.shipments.search, { items: [], totalCount: 0 });
    renderInShell(<ShipmentSearch />, { user: broker });

    await user.type(searchBox(), '4100013');
    await wait(1000);

    expect(await screen.findByRole('option', { name: /4100013/ })).toBeInTheDocument();
    expect(api.requests(API.shipments.quickSearchShipments)[0]?.query).toEqual({
      query: '4100013',
      pageSize: '50',
      page: '1',
    });
    expect(api.requests(API.shipments.search)).toHaveLength(0);
  });

  it('a failed broker quick search silently yields no items (spec 000 §6)', async () => {
    installApiDouble().on(API.shipments.quickSearchShipments, {
      status: 500,
      body: { title: 'Internal Server Error', detail: 'Quick search is down' },
    });
    renderInShell(<ShipmentSearch />, { user: broker });

    await user.type(searchBox(), '4100');
    await wait(1000);

    expect(await screen.findByText('No Options')).toBeInTheDocument();
    expect(screen.queryByText('Quick search is down')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("a failed trucks search shows the server's detail text (spec 000 §8)", async () => {
    installApiDouble().on(API.shipments.search, {
      status: 400,
      body: { title: 'Bad Request', detail: 'Type part of a shipment number.' },
    });
    renderInShell(<ShipmentSearch />, { user: carrier });

    await user.type(searchBox(), '41');
    await wait(1000);

    expect(await screen.findByRole('alert')).toHaveTextContent('Type part of a shipment number.');
  });

  it("a failed trucks search without a server message shows 'Search could not be completed. Try again.' (spec 000 §8)", async () => {
    installApiDouble().on(API.shipments.search, { status: 503 });
    renderInShell(<ShipmentSearch />, { user: carrier });

    await user.type(searchBox(), '41');
    await wait(1000);

    expect(await screen.findByRole('alert')).toHaveTextContent('Search could not be completed. Try again.');
  });

  it('arrow keys and Enter open a shipment in any other status on the shipment details route, then clear and close (spec 000 §2)', async () => {
    trucksSearchAnswering(allResults);
    renderInShell(<ShipmentSearch />, { user: carrier, route: '/dashboard' });

    await user.type(searchBox(), '41000');
    await wait(1000);
    await screen.findByRole('option', { name: /4100014/ });

    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');

    expect(currentAddress()).toHaveTextContent('/all-shipments/4100014/preview/details');
    expect(searchBox()).toHaveValue('');
    expect(searchBox()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Load detail' })).not.toBeInTheDocument();
  });

  it("a ready-to-book shipment opens mf-loadboard's load-detail dialog as 'available' (spec 000 §2)", async () => {
    const loader = jest.fn(async () => ({ default: LoadDetailDialog }));
    installRemoteLoader(loader as unknown as RemoteModuleLoader);
    trucksSearchAnswering(allResults);
    renderInShell(<ShipmentSearch />, { user: carrier, route: '/dashboard' });

    await user.type(searchBox(), '41000');
    await wait(1000);
    await user.click(await screen.findByRole('option', { name: /4100012/ }));

    expect(await screen.findByText('Load 4100012 opened as available')).toBeInTheDocument();
    expect(loader).toHaveBeenCalledWith('mf_loadboard/LoadDetailDialog');
    expect(currentAddress()).toHaveTextContent('/dashboard');
    expect(searchBox()).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Close load detail' }));
    expect(screen.queryByText('Load 4100012 opened as available')).not.toBeInTheDocument();
  });

  it("a tendering shipment opens the load-detail dialog as 'tender', chosen with the keyboard (spec 000 §2)", async () => {
    installRemoteLoader((async () => ({ default: LoadDetailDialog })) as unknown as RemoteModuleLoader);
    trucksSearchAnswering(allResults);
    renderInShell(<ShipmentSearch />, { user: carrier, route: '/dashboard' });

    await user.type(searchBox(), '41000');
    await wait(1000);
    await screen.findByRole('option', { name: /4100013/ });
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');

    expect(await screen.findByText('Load 4100013 opened as tender')).toBeInTheDocument();
    expect(currentAddress()).toHaveTextContent('/dashboard');
  });

  it('a load board that cannot load says so in a dialog of its own, not inside the top bar', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    installRemoteLoader((async () => {
      throw new Error('mf_loadboard is down');
    }) as unknown as RemoteModuleLoader);
    trucksSearchAnswering(allResults);
    renderInShell(<ShipmentSearch />, { user: carrier, route: '/dashboard' });

    await user.type(searchBox(), '41000');
    await wait(1000);
    await user.click(await screen.findByRole('option', { name: /4100012/ }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Load Board is unavailable')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText('Load Board is unavailable')).not.toBeInTheDocument());
  });

  it('Escape closes the dropdown', async () => {
    trucksSearchAnswering(allResults);
    renderInShell(<ShipmentSearch />, { user: carrier });

    await user.type(searchBox(), '41000');
    await wait(1000);
    await screen.findByRole('option', { name: /4100012/ });
    expect(searchBox()).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(searchBox()).toHaveAttribute('aria-expanded', 'false'));
    expect(searchBox()).toHaveValue('41000');
  });

  it('answers text searched before from the cache, without a second request', async () => {
    const api = trucksSearchAnswering(allResults);
    renderInShell(<ShipmentSearch />, { user: carrier });

    await user.type(searchBox(), '41000');
    await wait(1000);
    await screen.findByRole('option', { name: /4100012/ });
    await user.clear(searchBox());
    await user.type(searchBox(), '41000');
    await wait(1000);

    expect(await screen.findByRole('option', { name: /4100012/ })).toBeInTheDocument();
    expect(api.requests(API.shipments.search)).toHaveLength(1);
  });

  it('cancels a search still running when the text changes, and never shows its late answer', async () => {
    const signals: AbortSignal[] = [];
    const api: ApiDouble = installApiDouble({
      fetch: (input, init): Promise<Response> => {
        if (init?.signal) signals.push(init.signal);
        return api.fetch(input, init);
      },
    }).on(API.shipments.search, (request) =>
      request.query.q === '41'
        ? { status: 200, body: { items: [readyToBook], totalCount: 1 }, delayMs: 5000 }
        : { items: [inTransit], totalCount: 1 },
    );
    renderInShell(<ShipmentSearch />, { user: carrier });

    await user.type(searchBox(), '41');
    await wait(1000);
    await user.type(searchBox(), '00014');
    await wait(1000);
    expect(await screen.findByRole('option', { name: /4100014/ })).toBeInTheDocument();
    expect(signals[0]?.aborted).toBe(true);

    await wait(5000);
    expect(screen.queryByRole('option', { name: /4100012/ })).not.toBeInTheDocument();
  });
});

describe('ShipmentSearch on desktop, before its dropdown has loaded', () => {
  /** The dropdown's real chunk, held back like a slow network until `arrive()`. */
  function heldBackDropdown() {
    let arrive: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const load = jest.fn(() =>
      arrived.then(() => import('./shipment-autocomplete')).then((module) => module.ShipmentAutoComplete),
    );
    return { load, arrive: () => act(async () => arrive()) };
  }

  it('keeps what was typed, the focus and the caret when the dropdown arrives, and then searches and chooses as before', async () => {
    const api = trucksSearchAnswering(allResults);
    const dropdown = heldBackDropdown();
    const onChoose = jest.fn();
    renderInShell(
      <DesktopShipmentSearch
        viaBrokerQuickSearch={false}
        onChoose={onChoose}
        loadAutoComplete={dropdown.load}
      />,
      { user: carrier },
    );
    expect(searchBox()).toHaveAttribute('placeholder', 'Search Shipments');
    expect(searchBox()).toHaveAttribute('aria-expanded', 'false');

    // Focusing the box asks for the dropdown; the user types on and moves the caret before it arrives.
    await user.click(searchBox());
    expect(dropdown.load).toHaveBeenCalled();
    await user.keyboard('4100{ArrowLeft}{ArrowLeft}');
    const plainBox = searchBox();
    await dropdown.arrive();

    const box = searchBox();
    expect(box).not.toBe(plainBox);
    expect(box).toHaveFocus();
    expect(box).toHaveValue('4100');
    expect(box).toHaveProperty('selectionStart', 2);
    expect(box).toHaveProperty('selectionEnd', 2);

    // Typing goes on at the caret; the search is sent once, for the whole text.
    await user.keyboard('0');
    expect(searchBox()).toHaveValue('41000');
    await wait(1000);
    expect(api.requests(API.shipments.search).map((request) => request.query)).toEqual([{ q: '41000' }]);
    await screen.findByRole('option', { name: /4100014/ });
    expect(searchBox()).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    expect(onChoose).toHaveBeenCalledWith(inTransit);
    expect(searchBox()).toHaveValue('');
  });

  it('searches what was typed while the dropdown loads and shows the answer once it arrives', async () => {
    const api = trucksSearchAnswering(allResults);
    const dropdown = heldBackDropdown();
    renderInShell(
      <DesktopShipmentSearch
        viaBrokerQuickSearch={false}
        onChoose={jest.fn()}
        loadAutoComplete={dropdown.load}
      />,
      { user: carrier },
    );

    await user.type(searchBox(), '41000');
    await wait(1000);
    expect(api.requests(API.shipments.search)).toHaveLength(1);
    expect(screen.queryByRole('option')).not.toBeInTheDocument();

    await dropdown.arrive();
    expect(searchBox()).toHaveFocus();
    expect(await screen.findAllByRole('option')).toHaveLength(3);
    expect(api.requests(API.shipments.search)).toHaveLength(1);
  });

  it('loads nothing for the dropdown until the box is focused', async () => {
    trucksSearchAnswering(allResults);
    const dropdown = heldBackDropdown();
    renderInShell(
      <DesktopShipmentSearch
        viaBrokerQuickSearch={false}
        onChoose={jest.fn()}
        loadAutoComplete={dropdown.load}
      />,
      { user: carrier },
    );
    await wait(5000);
    expect(dropdown.load).not.toHaveBeenCalled();

    await user.click(searchBox());
    expect(dropdown.load).toHaveBeenCalledTimes(1);
  });

  it('keeps the plain box working when the dropdown cannot load, and asks again on the next focus', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = trucksSearchAnswering(allResults);
    // The network is down for the first focus.
    let online = false;
    const load = jest.fn(() =>
      online
        ? import('./shipment-autocomplete').then((module) => module.ShipmentAutoComplete)
        : Promise.reject(new Error('Loading chunk 8853 failed')),
    );
    renderInShell(
      <DesktopShipmentSearch viaBrokerQuickSearch={false} onChoose={jest.fn()} loadAutoComplete={load} />,
      { user: carrier },
    );
    await user.type(searchBox(), '41000');
    await wait(1000);
    expect(load).toHaveBeenCalledTimes(1);
    expect(searchBox()).toHaveValue('41000');
    expect(api.requests(API.shipments.search)).toHaveLength(1);
    expect(screen.queryByRole('option')).not.toBeInTheDocument();

    online = true;
    await user.tab();
    await user.click(searchBox());
    expect(load).toHaveBeenCalledTimes(2);
    expect(searchBox()).toHaveFocus();
    expect(searchBox()).toHaveValue('41000');
    expect(await screen.findAllByRole('option')).toHaveLength(3);
    consoleError.mockRestore();
  });
});

describe('ShipmentSearch on mobile', () => {
  beforeEach(() => resizeWindowTo(400));

  it("opens a full-screen drawer titled 'Search By Shipment #' from the search button (spec 000 §2)", async () => {
    trucksSearchAnswering([]);
    renderInShell(<ShipmentSearch />, { user: carrier });

    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Search shipments' }));

    expect(await screen.findByText('Search By Shipment #')).toBeInTheDocument();
    expect(searchBox()).toHaveAttribute('placeholder', 'Search Shipments');
  });

  it("the drawer's code loads on the first tap, which opens it, the box ready for the number", async () => {
    trucksSearchAnswering([]);
    renderInShell(<ShipmentSearch />, { user: carrier });

    await user.click(screen.getByRole('button', { name: 'Search shipments' }));
    const drawer = await screen.findByRole('dialog', { name: 'Search By Shipment #' });
    // Chromium gives the box the focus as the drawer opens; jsdom, which lays nothing out, leaves it on
    // the button.
    expect(within(drawer).getByRole('combobox', { name: 'Search Shipments' })).toHaveAttribute(
      'placeholder',
      'Search Shipments',
    );
    await user.type(searchBox(), '41');
    expect(searchBox()).toHaveValue('41');
  });

  it('sends the search 1500 ms after the last keystroke (spec 000 §5)', async () => {
    const api = trucksSearchAnswering(allResults);
    renderInShell(<ShipmentSearch />, { user: carrier });
    await user.click(screen.getByRole('button', { name: 'Search shipments' }));

    await user.type(searchBox(), '4100');
    await wait(1499);
    expect(api.requests(API.shipments.search)).toHaveLength(0);

    await wait(1);
    expect(api.requests(API.shipments.search)).toHaveLength(1);
    const list = await screen.findByRole('listbox', { name: 'Shipments found' });
    expect(within(list).getAllByRole('option')).toHaveLength(3);
    expect(within(list).getByText('Memphis, TN -> Atlanta, GA')).toBeInTheDocument();
  });

  it("shows 'No Options' in the drawer when nothing matches", async () => {
    trucksSearchAnswering([]);
    renderInShell(<ShipmentSearch />, { user: carrier });
    await user.click(screen.getByRole('button', { name: 'Search shipments' }));

    await user.type(searchBox(), '999');
    await wait(1500);
    expect(await screen.findByText('No Options')).toBeInTheDocument();
  });

  it('arrow keys and Enter choose from the list; the drawer closes and the details route opens', async () => {
    trucksSearchAnswering(allResults);
    renderInShell(<ShipmentSearch />, { user: carrier, route: '/dashboard' });
    await user.click(screen.getByRole('button', { name: 'Search shipments' }));

    await user.type(searchBox(), '41000');
    await wait(1500);
    await screen.findByRole('option', { name: /4100014/ });

    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowUp}{ArrowDown}');
    expect(screen.getByRole('option', { name: /4100014/ })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');

    expect(currentAddress()).toHaveTextContent('/all-shipments/4100014/preview/details');
    await wait(1000);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('tapping a tendering result opens the load-detail dialog as tender', async () => {
    installRemoteLoader((async () => ({ default: LoadDetailDialog })) as unknown as RemoteModuleLoader);
    trucksSearchAnswering(allResults);
    renderInShell(<ShipmentSearch />, { user: carrier, route: '/dashboard' });
    await user.click(screen.getByRole('button', { name: 'Search shipments' }));

    await user.type(searchBox(), '41000');
    await wait(1500);
    await user.click(await screen.findByRole('option', { name: /4100013/ }));

    expect(await screen.findByText('Load 4100013 opened as tender')).toBeInTheDocument();
  });
});
