import { librarySurfaceGuardPlugin, manifestLibraryImports } from './federation-plugins';
import type { HostLibrarySurface } from './federation-plugins';
import { IncompatibleRemoteError, MissingSharedExportsError } from './remote-load-errors';

type SnapshotArgs = Parameters<
  NonNullable<ReturnType<typeof librarySurfaceGuardPlugin>['loadRemoteSnapshot']>
>[0];

function snapshot(records: Record<string, unknown>): SnapshotArgs {
  return {
    manifestJson: { metaData: { trucks: { contractsVersion: '1.0.0', ...records } } },
    moduleInfo: { name: 'mf_loadboard' },
  } as unknown as SnapshotArgs;
}

// In the order the build writes them: antd's parts, then key antd, their union.
const HOST: HostLibrarySurface[] = [
  { library: 'antd/first', manifestKey: 'antdFirstImports', surface: ['Button', 'Table', 'theme'] },
  { library: 'antd/late', manifestKey: 'antdLateImports', surface: ['DatePicker', 'Form'] },
  {
    library: 'antd',
    manifestKey: 'antdImports',
    surface: ['Button', 'DatePicker', 'Form', 'Table', 'theme'],
  },
  { library: 'react-router', manifestKey: 'reactRouterImports', surface: ['Link', 'Routes', 'useNavigate'] },
];

describe('the library surface guard', () => {
  const guard = librarySurfaceGuardPlugin(HOST);

  it('lets a remote through when the host carries everything it imports from antd and react-router', async () => {
    const args = snapshot({ antdImports: ['Button', 'Table'], reactRouterImports: ['Link'] });
    await expect(guard.loadRemoteSnapshot?.(args)).resolves.toBe(args);
  });

  it('refuses a remote that imports an antd export the host lacks, as incompatible', async () => {
    const refused = guard.loadRemoteSnapshot?.(snapshot({ antdImports: ['Button', 'Cascader'] }));
    await expect(refused).rejects.toBeInstanceOf(MissingSharedExportsError);
    await expect(refused).rejects.toBeInstanceOf(IncompatibleRemoteError);
    await expect(refused).rejects.toThrow(/mf_loadboard imports Cascader from antd/);
  });

  it("checks each of antd's parts against its key", async () => {
    const split = snapshot({
      antdFirstImports: ['Button'],
      antdLateImports: ['DatePicker', 'Form'],
      antdImports: ['Button', 'DatePicker', 'Form'],
    });
    await expect(guard.loadRemoteSnapshot?.(split)).resolves.toBe(split);
    // Built with another split: it takes Button from the late key, where this host has no Button.
    await expect(
      guard.loadRemoteSnapshot?.(
        snapshot({
          antdFirstImports: ['theme'],
          antdLateImports: ['Button'],
          antdImports: ['Button', 'theme'],
        }),
      ),
    ).rejects.toThrow(/mf_loadboard imports Button from antd\/late, which the host's shared antd\/late/);
  });

  it('lets a remote released before the split through: all of its antd names from key antd, the union', async () => {
    // Its manifest as mf-loadboard's was then: every antd name under antdImports, no antdFirstImports.
    const beforeTheSplit = snapshot({
      antdImports: ['Button', 'DatePicker', 'Form', 'theme'],
      reactRouterImports: ['Link'],
    });
    await expect(guard.loadRemoteSnapshot?.(beforeTheSplit)).resolves.toBe(beforeTheSplit);
    await expect(
      guard.loadRemoteSnapshot?.(snapshot({ antdImports: ['DatePicker', 'Cascader'] })),
    ).rejects.toThrow(/mf_loadboard imports Cascader from antd, which the host's shared antd does not carry/);
  });

  it('refuses a remote that imports a react-router export the host lacks, or all of react-router', async () => {
    await expect(
      guard.loadRemoteSnapshot?.(
        snapshot({ antdImports: ['Button'], reactRouterImports: ['Link', 'useMatch'] }),
      ),
    ).rejects.toThrow(
      /mf_loadboard imports useMatch from react-router, which the host's shared react-router/,
    );
    await expect(guard.loadRemoteSnapshot?.(snapshot({ reactRouterImports: ['*'] }))).rejects.toBeInstanceOf(
      MissingSharedExportsError,
    );
  });

  it('checks nothing for a library the manifest has no record of (a remote released before it)', async () => {
    // A remote built before the router surface records antd only: its router imports are not checked.
    const beforeRouterSurface = snapshot({ antdImports: ['Button'] });
    await expect(guard.loadRemoteSnapshot?.(beforeRouterSurface)).resolves.toBe(beforeRouterSurface);
    await expect(guard.loadRemoteSnapshot?.(snapshot({}))).resolves.toBeDefined();
  });

  it('checks nothing for a library the host shares whole, or outside a build', async () => {
    const wholeRouter = librarySurfaceGuardPlugin([
      HOST[0]!,
      { library: 'react-router', manifestKey: 'reactRouterImports', surface: ['*'] },
    ]);
    await expect(
      wholeRouter.loadRemoteSnapshot?.(snapshot({ reactRouterImports: ['useMatch'] })),
    ).resolves.toBeDefined();
    await expect(
      librarySurfaceGuardPlugin([]).loadRemoteSnapshot?.(snapshot({ antdImports: ['Cascader'] })),
    ).resolves.toBeDefined();
  });

  it('reads only the names of a record', () => {
    const manifest = { metaData: { trucks: { antdImports: ['Button', 3] } } };
    expect(manifestLibraryImports(manifest, 'antdImports')).toEqual(['Button']);
    expect(manifestLibraryImports(manifest, 'reactRouterImports')).toBeUndefined();
  });
});
