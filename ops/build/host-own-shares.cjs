// The host imports the modules it provides itself, without asking its own share scope for them.
//
// The host provides every shared-contracts module (one share key per module, each from its file:
// sharedFor in webpack.cjs) and the first-load exports of antd and react-router (one key per export,
// each from its share module: library-surface.cjs). It registers them first, so with 'loaded-first' a
// remote takes the host's. Left alone, webpack also turned each of the host's own imports of those keys
// into a consume of its own share scope: 143 keys (99 contracts modules, 32 antd and 12 react-router
// exports) resolved by the federation runtime before the shell could start, on a phone's main thread
// (bench:profile showed loadShare and the consumes runtime at 215 ms at Lighthouse's 4x slowdown), and
// their tables in main.js. The host is always the provider of these keys, so such a consume could only
// ever answer with the host's own module.
//
// This plugin rewrites those requests (from the host's code and the shared-ui it bundles) to the
// provided module's file before the federation plugin sees them. The provided module and the imported
// one are the same webpack module (same file, same loaders), so a remote that takes
// `@trucks/shared-contracts/session/session-store` or `antd/export/Button` from the share scope gets the
// very instance the shell uses: one session store, one antd, one router. The host's late keys (antd
// names no first paint imports) stay consumes: they are registered at start and loaded on first use.
const path = require('node:path');

const NAME = 'HostOwnShares';

class HostOwnSharesPlugin {
  /**
   * @param {{
   *   prefix: { shareKey: string, sourceDir: string },
   *   modules: Record<string, string>,
   * }} options `prefix`: shared-contracts' key prefix and the folder its package exports map (`./*` ->
   *   `./src/*.ts`) points at; `modules`: share key -> the file the host provides it from.
   */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    const { prefix, modules } = this.options;
    compiler.hooks.normalModuleFactory.tap(NAME, (factory) => {
      factory.hooks.beforeResolve.tap(NAME, (resolveData) => {
        const request = resolveData.request;
        if (Object.hasOwn(modules, request)) {
          resolveData.request = modules[request];
        } else if (request.startsWith(prefix.shareKey)) {
          resolveData.request = path.join(prefix.sourceDir, `${request.slice(prefix.shareKey.length)}.ts`);
        }
      });
    });
  }
}

module.exports = { HostOwnSharesPlugin };
