// A real webpack build of a tiny host: index.html asks for what the start imports, and nothing later.
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { FirstLoadPreloadPlugin } = require('./first-load-preload.cjs') as {
  FirstLoadPreloadPlugin: new (options: {
    page: string;
    startupModules: RegExp;
    sharedChunks: string[];
    publicPath: string;
  }) => webpack.WebpackPluginInstance;
};

let dir: string;

function write(file: string, text: string): void {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), text);
}

function build(): Promise<string> {
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { main: './src/main.tsx' },
    resolve: { extensions: ['.tsx', '.js'] },
    module: { rules: [{ test: /\.tsx$/, type: 'javascript/auto' }] },
    output: {
      path: path.join(dir, 'dist'),
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
    },
    optimization: {
      minimize: false,
      splitChunks: {
        cacheGroups: {
          framework: { test: /[\\/]framework-lib[\\/]/, name: 'framework', chunks: 'async', enforce: true },
        },
      },
    },
    plugins: [
      new HtmlWebpackPlugin({ filename: 'index.html', chunks: ['main'], publicPath: '/' }),
      new FirstLoadPreloadPlugin({
        page: 'index.html',
        startupModules: /[\\/]src[\\/](main|bootstrap)\.tsx$/,
        sharedChunks: ['framework'],
        publicPath: '/',
      }),
    ],
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || !stats || stats.hasErrors()) reject(error ?? new Error(String(stats?.toString())));
      else resolve(readFileSync(path.join(dir, 'dist', 'index.html'), 'utf8'));
    });
  });
}

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'first-load-preload-'));
  write('src/main.tsx', "import(/* webpackChunkName: 'bootstrap' */ './bootstrap');\n");
  write(
    'src/bootstrap.tsx',
    "import('./framework-lib/index.js');\nimport(/* webpackChunkName: 'shell' */ './shell');\n",
  );
  write('src/framework-lib/index.js', 'export const framework = 1;\n');
  write(
    'src/shell.tsx',
    "import('./framework-lib/index.js');\nimport(/* webpackChunkName: 'later-page' */ './later-page');\n",
  );
  write('src/later-page.tsx', 'export const page = 2;\n');
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('preloads the chunks the start imports and the shared chunks, not a later page', async () => {
  const html = await build();
  const preloaded = [...html.matchAll(/<link rel="preload" as="script" href="\/([^"]+)">/g)].map((match) =>
    match[1]!.replace(/\.[0-9a-f]{8}\.js$/, ''),
  );
  expect(preloaded.sort()).toEqual(['bootstrap', 'framework', 'shell']);
  // The entry's own script is asked for first.
  expect(html.indexOf('src="/main.js"')).toBeLessThan(html.indexOf('rel="preload"'));
}, 60_000);
