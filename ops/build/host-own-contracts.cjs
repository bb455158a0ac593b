// The host imports shared-contracts' modules itself, without asking its own share scope for them.
//
// The host provides every shared-contracts module to the remotes, one share key per module, each from
// its file (sharedFor in webpack.cjs), and is the first to register them, so with 'loaded-first' a remote takes the host's
// module. Left alone, webpack also turned each of the host's own `@trucks/shared-contracts/<path>`
// imports into a consume of its own share scope: 99 keys resolved by the federation runtime before the
// shell could start (about 140 ms of a phone's main thread at Lighthouse's 4x slowdown, bench:profile)
// and their tables in main.js (12 KB compressed). The host is always the provider of its own
// contracts, so the consume could only ever answer with the host's module.
//
// This plugin rewrites those requests (from the host's code and the shared-ui it bundles) to the
// module's file before the federation plugin sees them. The provided module and the imported one are
// the same webpack module (same file, same loaders), so a remote that takes `@trucks/shared-contracts/
// session/session-store` from the share scope gets the very instance the shell uses: one session store,
// one query key factory.
const path = require('node:path');

const NAME = 'HostOwnContracts';

class HostOwnContractsPlugin {
  /** @param {{ shareKey: string, sourceDir: string }} options */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    const { shareKey, sourceDir } = this.options;
    compiler.hooks.normalModuleFactory.tap(NAME, (factory) => {
      factory.hooks.beforeResolve.tap(NAME, (resolveData) => {
        const request = resolveData.request;
        if (!request.startsWith(shareKey)) return;
        // The package's exports map (`./*` -> `./src/*.ts`), as the resolver would apply it.
        resolveData.request = path.join(sourceDir, `${request.slice(shareKey.length)}.ts`);
      });
    });
  }
}

module.exports = { HostOwnContractsPlugin };
