// The host's runtime plugins: the guard that refuses a release this host cannot run (shared-contracts'
// remoteIncompatibilities over the release's manifest), and the safety net that turns a failed load
// into a module its region's error boundary catches.
import type { HostShares } from '@trucks/shared-contracts/federation/remote-compatibility';
import {
  builtHostShares,
  compatibilityGuardPlugin,
  fallbackModuleError,
  safetyNetPlugin,
  taskBreaksPlugin,
} from './federation-plugins';
import { nextTask } from '../../../lib/staged-start';
import { IncompatibleRemoteError, RefusedReleaseError } from './remote-load-errors';

type SnapshotArgs = Parameters<
  NonNullable<ReturnType<typeof compatibilityGuardPlugin>['loadRemoteSnapshot']>
>[0];

const HOST: HostShares = {
  packages: { react: '19.3.1', '@trucks/shared-contracts/': '1.0.0' },
  libraries: {
    antd: { version: '6.6.8', exports: ['App', 'Button', 'QRCode'] },
    'react-router': { version: '7.18.5', exports: ['Link', 'useBlocker'] },
  },
};

function snapshot(trucks: Record<string, unknown>, shared: unknown[] = []): SnapshotArgs {
  return {
    manifestJson: {
      name: 'mf_financials',
      exposes: [{ name: 'routes', path: './routes' }],
      shared,
      metaData: {
        name: 'mf_financials',
        trucks: { appVersion: '1.0.0', contractsVersion: '1.0.0', ...trucks },
      },
    },
    moduleInfo: { name: 'mf_financials', entry: '/releases/mf-financials/1.0.0-r2/mf-manifest.json' },
    from: 'manifest',
  } as unknown as SnapshotArgs;
}

describe('compatibilityGuardPlugin', () => {
  const guard = compatibilityGuardPlugin(HOST);

  it('lets a release through that imports any export of the host’s antd and react-router (QRCode, useBlocker)', async () => {
    const args = snapshot({
      sharedExports: {
        antd: { version: '6.6.8', names: ['Button', 'QRCode'] },
        'react-router': { version: '7.18.5', names: ['useBlocker'] },
      },
    });
    await expect(guard.loadRemoteSnapshot?.(args)).resolves.toBe(args);
  });

  it('refuses a release importing an export the host’s antd lacks, with every reason', async () => {
    const refused = guard.loadRemoteSnapshot?.(
      snapshot({
        contractsVersion: '2.0.0',
        sharedExports: { antd: { version: '6.6.8', names: ['NoSuchExport'] } },
      }),
    );
    await expect(refused).rejects.toBeInstanceOf(RefusedReleaseError);
    // The loader passes a refusal over for the earlier release instead of retrying it.
    await expect(refused).rejects.toBeInstanceOf(IncompatibleRemoteError);
    const error = (await Promise.resolve(refused).catch((caught: unknown) => caught)) as RefusedReleaseError;
    expect(error.app).toBe('mf_financials');
    expect(error.reasons).toEqual([
      'mf_financials was built against shared-contracts 2.0.0; the host runs 1.0.0 (another major)',
      'mf_financials imports NoSuchExport from antd, which antd 6.6.8 in the host does not export',
    ]);
    expect(error.message).toBe(`incompatible: ${error.reasons.join('; ')}`);
  });

  it('refuses a manifest not written by ops/build, and a shared singleton the host has in another major', async () => {
    await expect(
      guard.loadRemoteSnapshot?.({ ...snapshot({}), manifestJson: { name: 'mf_financials' } } as never),
    ).rejects.toThrow('incompatible: the manifest exposes no module');
    await expect(
      guard.loadRemoteSnapshot?.(
        snapshot({}, [
          { name: 'react', singleton: true, requiredVersion: '^20.0.0', assets: { js: { sync: ['r.js'] } } },
        ]),
      ),
    ).rejects.toThrow('incompatible: mf_financials needs react ^20.0.0; the host shares 19.3.1');
  });
  it("lets the runtime's kept snapshot of a release through: its manifest was checked when fetched", async () => {
    // Every later loadRemote of the release (another module, a retry) has no manifestJson.
    const kept = { moduleInfo: { name: 'mf_financials' }, from: 'global' } as unknown as SnapshotArgs;
    await expect(guard.loadRemoteSnapshot?.(kept)).resolves.toBe(kept);
  });
});

describe('builtHostShares', () => {
  const original = process.env.TRUCKS_HOST_SHARES;
  afterEach(() => {
    if (original === undefined) delete process.env.TRUCKS_HOST_SHARES;
    else process.env.TRUCKS_HOST_SHARES = original;
  });

  it('reads what the build wrote, and nothing outside a build', () => {
    process.env.TRUCKS_HOST_SHARES = JSON.stringify(HOST);
    expect(builtHostShares()).toEqual(HOST);
    process.env.TRUCKS_HOST_SHARES = '';
    expect(builtHostShares()).toBeUndefined();
  });
});

describe('safetyNetPlugin', () => {
  it('hands back, for a failed load, a module carrying the error that throws it when rendered', () => {
    const error = new RefusedReleaseError('mf_financials', ['a reason']);
    const module = safetyNetPlugin().errorLoadRemote?.({
      id: 'mf_financials/routes',
      error,
      lifecycle: 'onLoad',
    } as never);
    expect(fallbackModuleError(module)).toEqual({ error });
    expect(() => (module as { default: () => never }).default()).toThrow(error);
    expect(fallbackModuleError({ default: () => null })).toBeUndefined();
    // Anywhere but onLoad the runtime would take the return value for a manifest: nothing.
    expect(
      safetyNetPlugin().errorLoadRemote?.({
        id: 'mf_financials/routes',
        error,
        lifecycle: 'afterResolve',
      } as never),
    ).toBeUndefined();
  });
});

describe('taskBreaksPlugin', () => {
  it("gives the browser a task before the exposed module's chunks and before its evaluation", async () => {
    const plugin = taskBreaksPlugin(nextTask);
    const steps = [plugin.beforeGetExpose, plugin.beforeExecuteFactory];
    for (const step of steps) {
      const log: string[] = [];
      // Work the browser queued meanwhile (a paint, a tap) runs before the remote's next step.
      setTimeout(() => log.push('browser turn'), 0);
      await (step as (args: unknown) => Promise<void>)({});
      log.push('next step');
      expect(log).toEqual(['browser turn', 'next step']);
    }
  });
});
