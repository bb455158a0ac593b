// The host page asks for its first-load chunks itself: `<link rel="preload">` tags in index.html for
// every script and stylesheet that the entry's startup imports load (the chunk groups that
// src/main.tsx and src/bootstrap.tsx import) and the host's shared chunks the first paint needs
// (framework, contracts, antd's first part). Without them the browser learns of these files only
// after main.js has downloaded and run: one more round trip before the shell (issue 8). The tags are
// only a head start: webpack's loader requests the same URLs (no crossorigin attribute on either, so the
// preloaded responses are used), and a file the page does not need is never in the list.
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'FirstLoadPreload';

/**
 * @param {import('webpack').Compilation} compilation
 * @param {{ startupModules: RegExp, sharedChunks: string[] }} options
 * @returns {string[]} output files, in chunk order, without the entry's own
 */
function firstLoadFiles(compilation, { startupModules, sharedChunks }) {
  const files = new Set();
  const addChunk = (chunk) => {
    for (const file of chunk.files) if (/\.(js|css)$/.test(file)) files.add(file);
  };
  for (const group of compilation.chunkGroups) {
    if (group.isInitial()) continue;
    const fromStartup = group.origins.some((origin) => startupModules.test(origin.module?.resource ?? ''));
    if (fromStartup) group.chunks.forEach(addChunk);
  }
  for (const name of sharedChunks) {
    const chunk = compilation.namedChunks.get(name);
    if (chunk) addChunk(chunk);
  }
  return [...files];
}

class FirstLoadPreloadPlugin {
  /** @param {{ page: string, startupModules: RegExp, sharedChunks: string[], publicPath: string }} options */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        if (data.outputName !== this.options.page) return data;
        const links = firstLoadFiles(compilation, this.options).map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel: 'preload',
            as: file.endsWith('.css') ? 'style' : 'script',
            href: `${this.options.publicPath}${file}`,
          }),
        );
        // After the entry's script tag: main.js is asked for first.
        data.headTags.push(...links);
        return data;
      });
    });
  }
}

module.exports = { FirstLoadPreloadPlugin, firstLoadFiles };
