// The webpack loader that points an import of a late antd name at the late share key (`antd/late`), in
// the host and in every remote, after swc-loader: library-surface.cjs, rewriteLateImports. A loader and
// not a resolver step, because one `import { Button, DatePicker } from 'antd'` needs two keys, and a
// resolver can send a request to one module only.
const { rewriteLateImports } = require('./library-surface.cjs');

module.exports = function libraryLateImportsLoader(code, sourceMap) {
  this.callback(null, rewriteLateImports(code, this.getOptions().lateShares), sourceMap);
};
