// The webpack loader that points each import from a library shared in parts (antd) at its part's share
// key (`antd/first`, `antd/late`), in the host and in every remote, after swc-loader: library-surface.cjs,
// rewritePartImports. A loader and not a resolver step, because one `import { Button, DatePicker } from
// 'antd'` needs two keys, and a resolver can send a request to one module only.
const { rewritePartImports } = require('./library-surface.cjs');

module.exports = function libraryPartImportsLoader(code, sourceMap) {
  this.callback(null, rewritePartImports(code, this.getOptions().partShares), sourceMap);
};
