import { antdSurfaceGuardPlugin, manifestAntdImports } from './federation-plugins';
import { IncompatibleRemoteError, MissingAntdExportsError } from './remote-load-errors';

type SnapshotArgs = Parameters<
  NonNullable<ReturnType<typeof antdSurfaceGuardPlugin>['loadRemoteSnapshot']>
>[0];

function snapshot(antdImports: unknown): SnapshotArgs {
  return {
    manifestJson: { metaData: { trucks: { contractsVersion: '1.0.0', antdImports } } },
    moduleInfo: { name: 'mf_loadboard' },
  } as unknown as SnapshotArgs;
}

describe('the antd surface guard', () => {
  const guard = antdSurfaceGuardPlugin(['Button', 'Table', 'theme']);

  it('lets a remote through when the host carries everything it imports from antd', async () => {
    const args = snapshot(['Button', 'Table']);
    await expect(guard.loadRemoteSnapshot?.(args)).resolves.toBe(args);
  });

  it('refuses a remote that imports an antd export the host lacks, as incompatible', async () => {
    const refused = guard.loadRemoteSnapshot?.(snapshot(['Button', 'Cascader']));
    await expect(refused).rejects.toBeInstanceOf(MissingAntdExportsError);
    await expect(refused).rejects.toBeInstanceOf(IncompatibleRemoteError);
    await expect(refused).rejects.toThrow(/mf_loadboard imports Cascader from antd/);
  });

  it('checks nothing for a manifest without the record, or a host sharing all of antd', async () => {
    await expect(guard.loadRemoteSnapshot?.(snapshot(undefined))).resolves.toBeDefined();
    await expect(
      antdSurfaceGuardPlugin(undefined).loadRemoteSnapshot?.(snapshot(['Cascader'])),
    ).resolves.toBeDefined();
    expect(manifestAntdImports({ metaData: { trucks: { antdImports: ['Button', 3] } } })).toEqual(['Button']);
  });
});
