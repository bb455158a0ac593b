// Built by the suite's one webpack factory (ops/build/webpack.cjs): `webpack --mode production|development`.
// A production build also makes baseline.html, the bare page bench:lighthouse measures the portal
// against (ops/build/baseline-page.cjs), once the host's own compilation has emptied dist/.
const { createAppConfig } = require('@trucks/ops/webpack');
const { baselinePageConfig } = require('@trucks/ops/baseline-page');

const host = createAppConfig({ appDir: __dirname, federationName: 'host_shell', kind: 'host' });

module.exports = (env, argv = {}) =>
  argv.mode === 'development'
    ? host(env, argv)
    : [host(env, argv), baselinePageConfig({ appDir: __dirname, after: 'host_shell' })];
