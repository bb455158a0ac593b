// Writes `<asset>.br` and `<asset>.gz` beside every text asset of a production build. A release never
// changes once published, so it is compressed once, at the best ratio, instead of on every request;
// the gateway (and any CDN) serves these files as they are (@fastify/static `preCompressed`).
const fs = require('node:fs/promises');
const path = require('node:path');
const zlib = require('node:zlib');
const { promisify } = require('node:util');

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = /\.(m?js|json|css|html|svg|txt)$/;
const MIN_BYTES = 1024;

/**
 * Brotli's best quality (11) is about 20 times slower than quality 9 for 8% fewer bytes (antd's 1.4 MB
 * chunk: 3.9 s for 353 KB against 0.2 s for 382 KB). The host's chunks are what every cold load downloads,
 * so the host gets 11 throughout; a remote's large chunks are its fallbacks of shared libraries, which the
 * host has already provided, so above `bestQualityUpTo` bytes they get 9 and the build stays fast.
 */
class PrecompressPlugin {
  constructor({ bestQualityUpTo = Infinity } = {}) {
    this.bestQualityUpTo = bestQualityUpTo;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      const outputPath = compilation.outputOptions.path;
      const jobs = compilation
        .getAssets()
        .filter(({ name, source }) => COMPRESSIBLE.test(name) && source.size() >= MIN_BYTES)
        .map(async ({ name }) => {
          // After emit webpack keeps only the sizes of sources: read what it wrote.
          const file = path.join(outputPath, name);
          const bytes = await fs.readFile(file);
          const [br, gz] = await Promise.all([
            brotli(bytes, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]:
                  bytes.length <= this.bestQualityUpTo ? zlib.constants.BROTLI_MAX_QUALITY : 9,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              },
            }),
            gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
        });
      await Promise.all(jobs);
    });
  }
}

module.exports = { PrecompressPlugin };
