// Built by the suite's one webpack factory (ops/build/webpack.cjs): `webpack --mode production|development`.
const { createAppConfig } = require('@trucks/ops/webpack');

module.exports = createAppConfig({ appDir: __dirname, federationName: 'host_shell', kind: 'host' });
