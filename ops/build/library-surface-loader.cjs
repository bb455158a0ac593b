// The webpack loader that points each import from a library shared by export (antd, react-router) at
// the share key of each name (`antd/export/Button`), in the host and in every remote, after swc-loader:
// library-surface.cjs, rewriteLibraryImports. A loader and not a resolver step, because one
// `import { Button, DatePicker } from 'antd'` needs two keys, and a resolver can send a request to one
// module only.
const { rewriteLibraryImports } = require('./library-surface.cjs');

module.exports = function libraryExportImportsLoader(code, sourceMap) {
  this.callback(null, rewriteLibraryImports(code, this.resourcePath), sourceMap);
};
