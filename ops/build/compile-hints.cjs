// V8's explicit compile hint (Chrome 136 and later; issue 26): a script whose first line is
// `//# allFunctionsCalledOnLoad` has all its functions compiled while it downloads, on a background
// thread, instead of each one on the main thread the first time it is called. A webpack chunk is a
// table of module functions that its load calls, so the files a page's start runs (the host's entry
// and first-load chunks, a remote's entry and its exposed modules' own chunks) are such scripts. On
// Lighthouse's phone, /dashboard's main-thread compile in those files was most of main.js's
// 140-180 ms first task. Other browsers read it as a comment.
//
// Added after minification (which drops comments) and before the content hashes are computed, with a
// ConcatSource, so that an opt-in source map still lines up. Not for libraries' later chunks, where
// most functions are never called: compiling them all would be work for nothing.
const { Compilation, sources } = require('webpack');

const NAME = 'CompileHintsPlugin';
const HINT = '//# allFunctionsCalledOnLoad\n';

class CompileHintsPlugin {
  /** @param {{ files: (compilation: import('webpack').Compilation) => Iterable<string> }} options */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING },
        () => {
          for (const file of this.options.files(compilation)) {
            if (!file.endsWith('.js') || !compilation.getAsset(file)) continue;
            compilation.updateAsset(file, (source) => new sources.ConcatSource(HINT, source));
          }
        },
      );
    });
  }
}

/** A remote's files its start runs: its entry (the container) and each exposed module's own chunk. */
function remoteStartFiles(compilation) {
  return Object.keys(compilation.assets).filter((file) =>
    /^(remoteEntry\.js|__federation_expose_[^/]+\.js)$/.test(file),
  );
}

module.exports = { CompileHintsPlugin, remoteStartFiles, COMPILE_HINT: HINT };
