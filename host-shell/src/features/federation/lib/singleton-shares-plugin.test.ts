// The singleton share resolver, in a real federation runtime instance: a singleton consumer gets the
// version registered in the share scope (as the runtime's own resolver does) without the runtime's
// range check; a non-singleton consumer's range still picks its version.
import { createInstance } from '@module-federation/enhanced/runtime';
import { singletonSharesPlugin } from './singleton-shares-plugin';

const hostReact = { version: '19.3.1' };
const otherReact = { version: '18.3.1' };

function instanceWith(singleton: boolean, requiredVersion: string, plugins = [singletonSharesPlugin()]) {
  return createInstance({
    name: `host_${Math.random().toString(36).slice(2)}`,
    remotes: [],
    plugins,
    shared: {
      react: [
        { version: '19.3.1', lib: () => hostReact, shareConfig: { singleton, requiredVersion } },
        { version: '18.3.1', lib: () => otherReact, shareConfig: { singleton, requiredVersion } },
      ],
    },
  });
}

describe('singletonSharesPlugin', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('hands a singleton consumer the registered version, as the runtime does, without checking its range', () => {
    const instance = instanceWith(true, '^17.0.0');
    expect(instance.loadShareSync('react')?.()).toBe(hostReact);
    // The runtime's own check would warn that 19.3.1 does not satisfy ^17.0.0; the guard refuses such a
    // remote before it loads (compatibilityGuardPlugin).
    expect(warn).not.toHaveBeenCalled();
  });

  it('gives the same singleton as the runtime without the plugin', () => {
    const without = instanceWith(true, '^19.0.0', []);
    const withPlugin = instanceWith(true, '^19.0.0');
    expect(withPlugin.loadShareSync('react')?.()).toBe(without.loadShareSync('react')?.());
  });

  it("leaves a non-singleton share to the runtime: the consumer's range picks the version", () => {
    const instance = instanceWith(false, '^18.0.0');
    expect(instance.loadShareSync('react')?.()).toBe(otherReact);
  });
});
