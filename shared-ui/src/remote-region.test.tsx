import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installRemoteLoader } from '@trucks/shared-contracts/federation/remote-loader';
import type { RemoteModuleLoader } from '@trucks/shared-contracts/federation/remote-loader';
import type { ShipmentFinancialsProps } from '@trucks/shared-contracts/federation/remote-modules';
import { RemoteRegion, REMOTE_REGION_ERROR_EVENT } from './remote-region';
import { REMOTE_REGION_MOUNTED_EVENT } from './remote-region-events';
import type { RemoteRegionMountedDetail } from './remote-region-events';
import { preloadRemoteModule } from './remote-slots';
import { renderWithAntd } from './testing';

function ShipmentFinancials({ shipmentNumber }: ShipmentFinancialsProps) {
  return <p>Financials of shipment {shipmentNumber}</p>;
}

// The loader seam of shared-contracts: what the host installs in the browser.
function installLoader(load: (id: string) => Promise<unknown>) {
  const loader = jest.fn(load);
  installRemoteLoader(loader as unknown as RemoteModuleLoader);
  return loader;
}

describe('RemoteRegion', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it('shows a loading state, then the remote module with its props', async () => {
    let resolve: (module: unknown) => void = () => undefined;
    installLoader(() => new Promise((r) => (resolve = r)));
    renderWithAntd(
      <RemoteRegion module="mf_financials/ShipmentFinancials" props={{ shipmentNumber: '1234567' }} />,
    );

    expect(screen.getByRole('status', { name: 'Loading Financials' })).toBeInTheDocument();
    resolve({ default: ShipmentFinancials });
    expect(await screen.findByText('Financials of shipment 1234567')).toBeInTheDocument();
  });

  it('shows a module loaded before at once, without a loading state or another load', async () => {
    const loader = installLoader(async () => ({ default: ShipmentFinancials }));
    const first = renderWithAntd(
      <RemoteRegion module="mf_financials/ShipmentFinancials" props={{ shipmentNumber: '1' }} />,
    );
    expect(await screen.findByText('Financials of shipment 1')).toBeInTheDocument();
    first.unmount();

    renderWithAntd(
      <RemoteRegion module="mf_financials/ShipmentFinancials" props={{ shipmentNumber: '2' }} />,
    );
    expect(screen.getByText('Financials of shipment 2')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading Financials' })).not.toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('shows a module preloaded before it mounts (a hover, the warming) at once, loaded once', async () => {
    const loader = installLoader(async () => ({ default: ShipmentFinancials }));
    await preloadRemoteModule('mf_financials/ShipmentFinancials');

    renderWithAntd(
      <RemoteRegion module="mf_financials/ShipmentFinancials" props={{ shipmentNumber: '3' }} />,
    );
    expect(screen.getByText('Financials of shipment 3')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading Financials' })).not.toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it("shows '<Area> is unavailable' when the remote fails to load, and Retry loads it again", async () => {
    const loader = installLoader(async () => {
      if (loader.mock.calls.length === 1) throw new Error('RUNTIME-003: failed to get manifest');
      return { default: ShipmentFinancials };
    });
    renderWithAntd(
      <RemoteRegion module="mf_financials/ShipmentFinancials" props={{ shipmentNumber: '42' }} />,
    );

    expect(await screen.findByText('Financials is unavailable')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('Financials of shipment 42')).toBeInTheDocument();
    expect(screen.queryByText('Financials is unavailable')).not.toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(2);
    expect(loader).toHaveBeenCalledWith('mf_financials/ShipmentFinancials');
  });

  it('isolates a remote that throws while rendering: its area shows the fallback, the page around it stays', async () => {
    function Broken(): never {
      throw new Error('render failed');
    }
    installLoader(async () => ({ default: Broken }));
    renderWithAntd(
      <main>
        <h1>Shipment 42</h1>
        <RemoteRegion
          module="mf_cases_notes/ShipmentCases"
          props={{ shipmentId: 's-1', shipmentNumber: '42' }}
        />
      </main>,
    );

    expect(await screen.findByText('Cases and Notes is unavailable')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Shipment 42' })).toBeInTheDocument();
  });

  it('keeps showing the loading state when the host takes the error over (page reload for a stale chunk)', async () => {
    const takeOver = (event: Event) => event.preventDefault();
    window.addEventListener(REMOTE_REGION_ERROR_EVENT, takeOver);
    try {
      const chunkError = Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });
      installLoader(() => Promise.reject(chunkError));
      renderWithAntd(<RemoteRegion module="mf_loadboard/routes" props={{ prefix: '/tenders' }} />);

      expect(await screen.findByRole('status', { name: 'Loading Load Board' })).toBeInTheDocument();
      await new Promise((r) => setTimeout(r, 0));
      expect(screen.queryByText('Load Board is unavailable')).not.toBeInTheDocument();
    } finally {
      window.removeEventListener(REMOTE_REGION_ERROR_EVENT, takeOver);
    }
  });

  it('announces its module once the module has rendered, and again when it unmounts', async () => {
    const announced: { detail: RemoteRegionMountedDetail; text: string }[] = [];
    const record = (event: Event) =>
      announced.push({
        detail: (event as CustomEvent<RemoteRegionMountedDetail>).detail,
        text: document.body.textContent ?? '',
      });
    window.addEventListener(REMOTE_REGION_MOUNTED_EVENT, record);
    try {
      let resolve: (module: unknown) => void = () => undefined;
      installLoader(() => new Promise((r) => (resolve = r)));
      const region = renderWithAntd(
        <RemoteRegion module="mf_financials/ShipmentFinancials" props={{ shipmentNumber: '77' }} />,
      );
      await screen.findByRole('status', { name: 'Loading Financials' });
      expect(announced).toEqual([]);

      resolve({ default: ShipmentFinancials });
      await screen.findByText('Financials of shipment 77');
      expect(announced).toEqual([
        {
          detail: { module: 'mf_financials/ShipmentFinancials', mounted: true },
          text: expect.stringContaining('Financials of shipment 77'),
        },
      ]);
      region.unmount();
      expect(announced.at(-1)?.detail).toEqual({
        module: 'mf_financials/ShipmentFinancials',
        mounted: false,
      });
    } finally {
      window.removeEventListener(REMOTE_REGION_MOUNTED_EVENT, record);
    }
  });

  it('announces no mount for a module that throws while rendering', async () => {
    const announced = jest.fn();
    window.addEventListener(REMOTE_REGION_MOUNTED_EVENT, announced);
    try {
      function Broken(): never {
        throw new Error('render failed');
      }
      installLoader(async () => ({ default: Broken }));
      renderWithAntd(
        <RemoteRegion module="mf_financials/ShipmentFinancials" props={{ shipmentNumber: '1' }} />,
      );
      expect(await screen.findByText('Financials is unavailable')).toBeInTheDocument();
      expect(announced).not.toHaveBeenCalled();
    } finally {
      window.removeEventListener(REMOTE_REGION_MOUNTED_EVENT, announced);
    }
  });

  it('checks props against the exposed module contract at compile time', () => {
    // Type-level assertions: tsc fails if RemoteRegion stops checking props against RemoteModules.
    const typed = [
      <RemoteRegion key="ok" module="mf_financials/ShipmentFinancials" props={{ shipmentNumber: '1' }} />,
      // @ts-expect-error ShipmentFinancials needs shipmentNumber, not shipmentId
      <RemoteRegion key="wrong" module="mf_financials/ShipmentFinancials" props={{ shipmentId: '1' }} />,
      // @ts-expect-error '/orders' is not a prefix mf_loadboard owns
      <RemoteRegion key="prefix" module="mf_loadboard/routes" props={{ prefix: '/orders' }} />,
    ];
    expect(typed).toHaveLength(3);
  });
});
