// The start's first part, before React and antd: the current page's remote module starts loading as
// soon as federation runs, for a user signed in earlier, and not for anyone else.
import * as runtime from '@module-federation/enhanced/runtime';
import { endSession, startSession } from '@trucks/shared-contracts/session/session-writer';
import { installRuntimeDouble } from '../test/federation-runtime-double';
import { liveToken } from '../test/signed-in-shell';
import { manifestUrl, registryWith, release, testConfig } from '../test/fixtures';
import { startRuntime } from './start-runtime';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
  loadRemote: jest.fn(),
}));

const documents = (url: string) => {
  if (url === '/config.json') return Promise.resolve(testConfig);
  if (url === '/remotes.json')
    return Promise.resolve(
      registryWith({
        mf_loadboard: [release('mf_loadboard', '1.0.0-r1')],
        mf_shipments: [release('mf_shipments', '1.0.0-r1')],
      }),
    );
  return Promise.reject(new Error(`${url} answered 404`));
};

let double: ReturnType<typeof installRuntimeDouble>;

beforeEach(() => {
  double = installRuntimeDouble(runtime as unknown as Parameters<typeof installRuntimeDouble>[0]);
});

afterEach(() => endSession());

describe('startRuntime', () => {
  it("starts loading the open dashboard tab's widget for a user signed in earlier", async () => {
    startSession({ token: liveToken(), user: null });
    window.history.pushState({}, '', '/dashboard/tenders');

    await expect(startRuntime(documents)).resolves.toEqual(testConfig);

    expect(runtime.loadRemote).toHaveBeenCalledWith('mf_loadboard/DashboardTendersTab');
    expect(double.requestsTo(manifestUrl('mf_loadboard', '1.0.0-r1'))).toBe(1);
  });

  it("starts loading a remote page's routes module", async () => {
    startSession({ token: liveToken(), user: null });
    window.history.pushState({}, '', '/shipments');

    await startRuntime(documents);

    expect(runtime.loadRemote).toHaveBeenCalledWith('mf_shipments/routes');
  });

  it('loads nothing ahead for a visitor who is not signed in (the sign-in page comes first)', async () => {
    window.history.pushState({}, '', '/dashboard');

    await startRuntime(documents);

    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });

  it('fails when config.json is unavailable, for the shell to show its start failure', async () => {
    await expect(startRuntime(() => Promise.reject(new Error('/config.json answered 503')))).rejects.toThrow(
      '503',
    );
    expect(runtime.registerRemotes).not.toHaveBeenCalled();
  });
});
