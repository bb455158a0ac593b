// `baseline.html`: the floor `pnpm bench:lighthouse` measures the portal against (issue 26). A plain
// React 19 page that renders one antd Button, built on its own: no federation runtime, no shared scope,
// no framework or antd chunk of the host's, antd's own runtime styles. Whatever the portal's pages score
// below it is the portal's cost; what the baseline itself loses on a run is the machine's.
//
// Built with the host (host-shell/webpack.config.cjs returns both configurations) after the host's own
// compilation, which empties dist/ first: the page is dist/baseline.html, its script dist/baseline/.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { PrecompressPlugin } = require('./precompress-plugin.cjs');
const { minimizer, swcLoader } = require('./webpack.cjs');

const BASELINE_ENTRY = './src/lib/lighthouse-baseline.tsx';

/**
 * @param {{ appDir: string, after: string }} options `after`: the name of the host's configuration
 * @returns {import('webpack').Configuration}
 */
function baselinePageConfig({ appDir, after }) {
  return {
    name: 'baseline-page',
    dependencies: [after],
    mode: 'production',
    context: appDir,
    target: 'web',
    entry: { baseline: BASELINE_ENTRY },
    devtool: false,
    cache: {
      type: 'filesystem',
      name: 'baseline-page-production',
      cacheDirectory: path.join(appDir, 'node_modules', '.cache', 'webpack'),
      buildDependencies: { config: [__filename, require.resolve('./webpack.cjs')] },
    },
    output: {
      path: path.join(appDir, 'dist'),
      filename: 'baseline/[name].[contenthash:8].js',
      chunkFilename: 'baseline/[name].[contenthash:8].js',
      publicPath: '/',
      uniqueName: 'baseline_page',
      clean: false,
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          // No share keys here: `import { Button } from 'antd'` is antd's own module.
          use: [swcLoader('production', 'host')],
        },
      ],
    },
    optimization: { minimize: true, minimizer: [minimizer()], splitChunks: false },
    performance: { hints: false },
    plugins: [
      new HtmlWebpackPlugin({
        filename: 'baseline.html',
        scriptLoading: 'defer',
        inject: 'head',
        templateContent:
          '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Baseline</title></head><body><div id="root"></div></body></html>',
      }),
      new PrecompressPlugin(),
    ],
    infrastructureLogging: { level: 'warn' },
    stats: 'normal',
  };
}

module.exports = { baselinePageConfig, BASELINE_ENTRY };
